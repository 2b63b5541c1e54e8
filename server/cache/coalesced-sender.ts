/**
 * Sends sets of tags one send at a time: tags given while a send is on its way go out together in the next one.
 * A burst of writes (orders at checkout) then costs a few sends where each write cost one. Each caller's promise
 * settles when the send that carries its tags does, so a caller still knows its tags went out.
 */
export function coalescedSender(
  send: (tags: string[]) => Promise<void>,
): (tags: Iterable<string>) => Promise<void> {
  let gathering: { tags: Set<string>; sent: Promise<void> } | null = null;
  let previous: Promise<void> = Promise.resolve();
  return (tags) => {
    if (!gathering) {
      const batch = new Set<string>();
      const sent = previous.then(() => {
        // From here on, tags go to the next batch: this one's are being sent.
        if (gathering?.tags === batch) gathering = null;
        return send([...batch]);
      });
      // A failed send fails its own callers only; the next batch goes out all the same.
      previous = sent.catch(() => undefined);
      gathering = { tags: batch, sent };
    }
    for (const tag of tags) gathering.tags.add(tag);
    return gathering.sent;
  };
}
