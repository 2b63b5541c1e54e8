#!/usr/bin/env node
// Vitrine demo catalogue: writes the flat SVG product, variation, gallery and
// category illustrations into this folder. No dependencies, fully deterministic.
//
//   node content/demo/images/generate.mjs
//
// Every drawing lives on an 800x800 canvas; an object is drawn around the
// centre (400, 400) and can be placed elsewhere / scaled for compositions.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- colours
const rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => {
  const B = rgb(b);
  return (
    "#" +
    rgb(a)
      .map((v, i) =>
        Math.round(v + (B[i] - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
};
const dk = (c, t = 0.3) => mix(c, "#1f1b18", t);
const lt = (c, t = 0.55) => mix(c, "#ffffff", t);
const PAPER = "#fbf8f1";
const LEAF = "#4f8a5b";
const FLAME = "#f6a623";
const GLOW = "#fff3c4";
const RAINBOW = ["#d9534f", "#f0ad4e", "#f2d15c", "#5cb85c", "#4a90d9", "#8e6cc0"];

// Small seeded PRNG (mulberry32) so "random" textures are identical on every run.
function rng(seed) {
  let a = 2166136261;
  for (const ch of seed) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const int = (n) => Math.round(n);

// ---------------------------------------------------------------- shapes
// Each shape: (mainColour, options, random) => SVG markup.
const K = {
  mug: (c, o, r) => {
    const y = o.tall ? 240 : 290;
    const h = 600 - y;
    const edge = o.rim ? ` stroke="${o.rim}" stroke-width="5"` : "";
    let s =
      `<path d="M500 ${y + 70}h36a62 62 0 0 1 0 124h-36" fill="none" stroke="${o.rim || dk(c, 0.15)}" stroke-width="32"/>` +
      `<rect x="250" y="${y}" width="260" height="${h}" rx="34" fill="${c}"${edge}/>` +
      `<ellipse cx="380" cy="${y + 6}" rx="122" ry="20" fill="${dk(c)}"/>`;
    if (o.rim)
      s += `<ellipse cx="380" cy="${y + 6}" rx="126" ry="22" fill="none" stroke="${o.rim}" stroke-width="10"/>`;
    if (o.band) s += `<rect x="250" y="${y + 120}" width="260" height="26" fill="${lt(c)}"/>`;
    if (o.speckle)
      for (let i = 0; i < 22; i++)
        s += `<circle cx="${int(270 + r() * 220)}" cy="${int(y + 40 + r() * 250)}" r="${int(2 + r() * 4)}" fill="${dk(c, 0.55)}"/>`;
    return s;
  },
  tee: (c, o) => {
    let s = `<path d="M310 220l-70 22-90 92 66 70 56-44v250h256V360l56 44 66-70-90-92-70-22q-90 60-180 0z" fill="${c}"/>`;
    if (o.stripe)
      for (let y = 392; y < 600; y += 44)
        s += `<rect x="272" y="${y}" width="256" height="18" fill="${o.stripe}"/>`;
    return (
      s +
      `<path d="M310 220q90 60 180 0" fill="none" stroke="${dk(c)}" stroke-width="12"/>` +
      `<path d="M272 360l-20-100M528 360l20-100" fill="none" stroke="${dk(c, 0.2)}" stroke-width="5"/>`
    );
  },
  hoodie: (c) =>
    `<path d="M300 220l-80 34-56 300 64 14 44-190v232h256V378l44 190 64-14-56-300-80-34z" fill="${c}"/>` +
    `<path d="M300 226q100-140 200 0q-100 70-200 0z" fill="${dk(c, 0.2)}"/>` +
    `<ellipse cx="400" cy="222" rx="60" ry="34" fill="${dk(c, 0.45)}"/>` +
    `<path d="M380 262v90M420 262v90" stroke="${lt(c)}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M320 500h160l24 80H296z" fill="${dk(c, 0.15)}"/>` +
    `<rect x="272" y="586" width="256" height="24" fill="${dk(c, 0.15)}"/>`,
  socks: (c, o) => {
    const one = (x, y, f) =>
      `<g transform="translate(${x} ${y})"><path d="M300 200h100v300q0 90-90 90h-90a45 45 0 0 1 0-90h80z" fill="${f}"/>` +
      `<rect x="300" y="200" width="100" height="40" fill="${dk(f)}"/><path d="M300 300h100M300 340h100" stroke="${lt(f)}" stroke-width="18"/>` +
      `<path d="M220 590a45 45 0 0 1 0-90h20v90z" fill="${dk(f, 0.2)}"/></g>`;
    return one(30, -10, o.alt || c) + one(180, 20, c);
  },
  lamp: (c, o) =>
    o.mushroom
      ? `<rect x="368" y="380" width="64" height="210" rx="24" fill="${lt(c, 0.3)}"/><ellipse cx="400" cy="600" rx="110" ry="22" fill="${lt(c, 0.3)}"/>` +
        `<ellipse cx="400" cy="428" rx="120" ry="22" fill="${GLOW}"/><path d="M230 410a170 170 0 0 1 340 0z" fill="${c}"/>` +
        `<rect x="222" y="400" width="356" height="22" rx="11" fill="${dk(c)}"/>`
      : `<rect x="392" y="380" width="16" height="210" fill="${dk(c, 0.45)}"/><ellipse cx="400" cy="598" rx="100" ry="22" fill="${dk(c, 0.45)}"/>` +
        `<path d="M300 210h200l70 180H230z" fill="${c}"/><path d="M230 390h340" stroke="${dk(c)}" stroke-width="12"/>`,
  readinglamp: (c) =>
    `<ellipse cx="360" cy="600" rx="110" ry="22" fill="${c}"/>` +
    `<path d="M360 596L300 400l170-110" fill="none" stroke="${dk(c)}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="300" cy="400" r="16" fill="${c}"/><circle cx="535" cy="415" r="24" fill="${GLOW}"/>` +
    `<path d="M450 270l60-30 90 150-130 50z" fill="${c}"/><path d="M470 262l30-15" stroke="${lt(c)}" stroke-width="8" stroke-linecap="round"/>`,
  pendant: (c) =>
    `<path d="M400 0v250" stroke="#3b3b3b" stroke-width="6"/><circle cx="400" cy="470" r="34" fill="${GLOW}"/>` +
    `<path d="M400 240c-130 0-210 100-210 200h420c0-100-80-200-210-200z" fill="${c}"/>` +
    `<path d="M330 255q-50 90-50 185M470 255q50 90 50 185M400 240v200" fill="none" stroke="${dk(c, 0.15)}" stroke-width="4"/>` +
    `<ellipse cx="400" cy="440" rx="210" ry="14" fill="${dk(c)}"/>`,
  lantern: (c) =>
    `<path d="M340 250q60-110 120 0" fill="none" stroke="${dk(c)}" stroke-width="14"/>` +
    `<rect x="310" y="300" width="180" height="240" rx="10" fill="${GLOW}"/><circle cx="400" cy="430" r="50" fill="#ffd66b"/>` +
    `<path d="M310 300h180v240H310zM400 300v240" fill="none" stroke="${c}" stroke-width="14"/>` +
    `<path d="M330 250h140l40 50H290z" fill="${c}"/><rect x="290" y="540" width="220" height="50" rx="10" fill="${c}"/>`,
  board: (c) =>
    `<rect x="360" y="180" width="80" height="110" rx="34" fill="${c}"/><circle cx="400" cy="220" r="16" fill="${dk(c, 0.5)}"/>` +
    `<rect x="230" y="260" width="340" height="370" rx="44" fill="${c}"/>` +
    `<path d="M270 340q60 20 120 0t120 0M270 430q60 20 120 0t120 0M270 520q60 20 120 0t120 0" fill="none" stroke="${dk(c, 0.2)}" stroke-width="6" stroke-linecap="round"/>`,
  tin: (c) =>
    `<rect x="290" y="290" width="220" height="310" rx="14" fill="${c}"/><rect x="278" y="250" width="244" height="70" rx="12" fill="${dk(c)}"/>` +
    `<rect x="290" y="390" width="220" height="130" fill="${lt(c, 0.75)}"/><path d="M400 420q50 20 0 80q-50-60 0-80z" fill="${c}"/>`,
  teapot: (c, o) => {
    let s =
      `<path d="M260 470q-70-10-100-100l34-14q30 60 76 60z" fill="${c}"/>` +
      `<path d="M560 380q100 0 90 90q-8 60-80 70" fill="none" stroke="${dk(c, 0.1)}" stroke-width="26"/>` +
      `<ellipse cx="400" cy="600" rx="110" ry="14" fill="${dk(c)}"/><ellipse cx="400" cy="460" rx="170" ry="140" fill="${c}"/>` +
      `<ellipse cx="400" cy="330" rx="90" ry="24" fill="${dk(c)}"/><circle cx="400" cy="300" r="20" fill="${dk(c)}"/>`;
    if (o.dots)
      for (let y = 400; y <= 500; y += 50)
        for (let x = 290; x <= 510; x += 44) s += `<circle cx="${x}" cy="${y}" r="7" fill="${lt(c, 0.15)}"/>`;
    return s;
  },
  bowl: (c) =>
    `<rect x="330" y="540" width="140" height="54" rx="10" fill="${dk(c)}"/>` +
    `<path d="M200 380h400a200 190 0 0 1-400 0z" fill="${c}"/><path d="M222 450q178 60 356 0" fill="none" stroke="${lt(c)}" stroke-width="14"/>` +
    `<ellipse cx="400" cy="380" rx="200" ry="44" fill="${dk(c)}"/><ellipse cx="400" cy="386" rx="184" ry="34" fill="${lt(c, 0.35)}"/>`,
  carafe: (c) =>
    `<path d="M372 200h56v120q140 80 140 220q0 70-70 70H302q-70 0-70-70q0-140 140-220z" fill="${lt(c, 0.6)}" stroke="${c}" stroke-width="8"/>` +
    `<path d="M246 470h308q14 30 14 70q0 70-70 70H302q-70 0-70-70q0-40 14-70z" fill="${c}" opacity=".55"/>` +
    `<rect x="362" y="190" width="76" height="20" rx="8" fill="${c}"/>` +
    `<path d="M290 520q0-60 40-100" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".7"/>`,
  towel: (c, o) => {
    const st = o.stripe || dk(c, 0.4);
    return (
      `<rect x="190" y="196" width="420" height="18" rx="9" fill="#8a6a4a"/><rect x="280" y="205" width="240" height="400" rx="6" fill="${c}"/>` +
      `<rect x="280" y="205" width="240" height="70" fill="${dk(c, 0.08)}"/><path d="M320 275v330M480 275v330" stroke="${st}" stroke-width="6" opacity=".6"/>` +
      `<path d="M280 515h240M280 545h240" stroke="${st}" stroke-width="14"/><rect x="392" y="180" width="16" height="40" rx="8" fill="${dk(c, 0.2)}"/>`
    );
  },
  cushion: (c, o, r) => {
    let s = `<path d="M220 250q180-40 360 0q40 150 0 300q-180 40-360 0q-40-150 0-300z" fill="${c}"/>`;
    if (o.texture)
      for (let i = 0; i < 40; i++)
        s += `<circle cx="${int(250 + r() * 300)}" cy="${int(270 + r() * 260)}" r="${int(4 + r() * 5)}" fill="${lt(c, 0.35)}"/>`;
    return (
      s +
      `<path d="M240 270q160-30 320 0q34 130 0 260q-160 30-320 0q-34-130 0-260z" fill="none" stroke="${dk(c, 0.2)}" stroke-width="4" stroke-dasharray="10 10"/>` +
      `<circle cx="400" cy="400" r="14" fill="${dk(c)}"/>`
    );
  },
  vase: (c) =>
    `<path d="M400 240q-20-100-70-150M400 240q30-80 80-110" fill="none" stroke="#6b7f52" stroke-width="6"/>` +
    `<g fill="#7d9a62"><ellipse cx="352" cy="140" rx="14" ry="30" transform="rotate(-40 352 140)"/><ellipse cx="385" cy="190" rx="14" ry="30" transform="rotate(30 385 190)"/>` +
    `<ellipse cx="455" cy="150" rx="14" ry="30" transform="rotate(50 455 150)"/><ellipse cx="425" cy="190" rx="12" ry="26" transform="rotate(-20 425 190)"/></g>` +
    `<path d="M350 230h100v30q0 40 40 90q50 70 30 160q-18 90-120 100q-102-10-120-100q-20-90 30-160q40-50 40-90z" fill="${c}" opacity=".9"/>` +
    `<path d="M370 262q-60 170-20 340M430 262q60 170 20 340M400 262v345" fill="none" stroke="${dk(c, 0.15)}" stroke-width="5" opacity=".6"/>`,
  candle: (c) =>
    `<path d="M400 230q34 44 0 80q-34-36 0-80z" fill="${FLAME}"/><path d="M400 310v30" stroke="#333" stroke-width="5"/>` +
    `<rect x="290" y="330" width="220" height="270" rx="26" fill="${c}"/><ellipse cx="400" cy="342" rx="106" ry="16" fill="${lt(c, 0.6)}"/>` +
    `<rect x="320" y="420" width="160" height="100" rx="8" fill="${PAPER}"/><rect x="350" y="450" width="100" height="10" rx="5" fill="${dk(c)}"/>` +
    `<rect x="365" y="475" width="70" height="8" rx="4" fill="${lt(c, 0.2)}"/>`,
  tapers: (c) => {
    let s = "";
    [
      [300, 260],
      [360, 220],
      [420, 240],
      [480, 280],
    ].forEach(([x, y]) => {
      s += `<path d="M${x + 15} ${y - 60}q22 30 0 50q-22-20 0-50z" fill="${FLAME}"/><rect x="${x}" y="${y}" width="30" height="${600 - y}" rx="8" fill="${c}"/>`;
    });
    return `${s}<rect x="270" y="570" width="260" height="40" rx="12" fill="${dk(c, 0.45)}"/>`;
  },
  clock: (c) => {
    let s = `<circle cx="400" cy="400" r="200" fill="${c}"/><circle cx="400" cy="400" r="172" fill="${PAPER}"/><g fill="${dk(c)}">`;
    for (let i = 0; i < 12; i++)
      s += `<rect x="396" y="238" width="8" height="${i % 3 ? 16 : 30}" transform="rotate(${i * 30} 400 400)"/>`;
    return (
      s +
      `</g><path d="M400 400V290M400 400l80 50" stroke="#2b2b2b" stroke-width="10" stroke-linecap="round"/><circle cx="400" cy="400" r="12" fill="${c}"/>`
    );
  },
  frame: (c, o) => {
    let s = `<rect x="240" y="180" width="320" height="440" rx="6" fill="${o.frame || dk(c, 0.5)}"/><rect x="266" y="206" width="268" height="388" fill="${PAPER}"/>`;
    if (o.art === "shapes")
      return (
        s +
        `<circle cx="360" cy="330" r="60" fill="${c}"/><path d="M330 540l90-150 90 150z" fill="${dk(c)}"/><rect x="300" y="430" width="120" height="26" fill="${lt(c, 0.3)}"/>`
      );
    s += `<path d="M400 560V280" stroke="${c}" stroke-width="6"/><g fill="${c}">`;
    for (let y = 300; y <= 510; y += 52)
      s += `<ellipse cx="370" cy="${y}" rx="14" ry="34" transform="rotate(-50 370 ${y})"/><ellipse cx="430" cy="${y + 20}" rx="14" ry="34" transform="rotate(50 430 ${y + 20})"/>`;
    return `${s}</g>`;
  },
  blanket: (c) => {
    const s =
      `<rect x="220" y="440" width="380" height="130" rx="34" fill="${dk(c, 0.15)}"/><rect x="200" y="330" width="400" height="130" rx="34" fill="${c}"/>` +
      `<path d="M270 330v130M300 330v130M510 330v130M290 440v130M320 440v130M530 440v130" stroke="${lt(c)}" stroke-width="10"/>`;
    let f = "";
    for (let y = 350; y < 560; y += 14) f += `M${y < 450 ? 598 : 596} ${y}h24`;
    return `${s}<path d="${f}" stroke="${dk(c, 0.1)}" stroke-width="5" stroke-linecap="round"/>`;
  },
  pot: (c, o) =>
    `<g fill="${o.plant || LEAF}"><ellipse cx="350" cy="320" rx="34" ry="100" transform="rotate(-28 350 320)"/>` +
    `<ellipse cx="450" cy="320" rx="34" ry="100" transform="rotate(28 450 320)"/><ellipse cx="400" cy="290" rx="36" ry="120"/></g>` +
    `<path d="M400 180v220" stroke="${lt(o.plant || LEAF, 0.3)}" stroke-width="5"/>` +
    `<path d="M290 440h220l-26 170H316z" fill="${c}"/>` +
    (o.glaze ? `<path d="M290 440h220l-8 56H298z" fill="${lt(c, 0.3)}"/>` : "") +
    `<rect x="272" y="418" width="256" height="48" rx="8" fill="${dk(c, 0.15)}"/>`,
  hangpot: (c) =>
    `<path d="M400 150L300 420M400 150L500 420M400 150v270" fill="none" stroke="#b39b7a" stroke-width="5"/>` +
    `<circle cx="400" cy="136" r="14" fill="none" stroke="#b39b7a" stroke-width="5"/>` +
    `<g fill="${LEAF}"><ellipse cx="350" cy="390" rx="26" ry="44" transform="rotate(-40 350 390)"/><ellipse cx="450" cy="390" rx="26" ry="44" transform="rotate(40 450 390)"/>` +
    `<circle cx="296" cy="480" r="16"/><circle cx="286" cy="530" r="16"/><circle cx="292" cy="580" r="16"/><circle cx="506" cy="490" r="16"/><circle cx="514" cy="540" r="16"/></g>` +
    `<path d="M296 440v150M506 440v110" stroke="${LEAF}" stroke-width="4"/>` +
    `<path d="M290 420h220a110 110 0 0 1-220 0z" fill="${c}"/><rect x="282" y="408" width="236" height="24" rx="8" fill="${dk(c, 0.15)}"/>`,
  wateringcan: (c) =>
    `<g transform="translate(-50 0)"><path d="M300 330q0-120 100-120t100 120" fill="none" stroke="${dk(c, 0.15)}" stroke-width="26"/>` +
    `<path d="M490 520l150-190 26 20-140 200z" fill="${c}"/><ellipse cx="660" cy="334" rx="34" ry="16" transform="rotate(-52 660 334)" fill="${dk(c)}"/>` +
    `<rect x="270" y="320" width="240" height="280" rx="26" fill="${c}"/><rect x="270" y="380" width="240" height="16" fill="${dk(c, 0.15)}"/>` +
    `<path d="M300 430v130" stroke="${lt(c, 0.4)}" stroke-width="12" stroke-linecap="round"/></g>`,
  seeds: (c, o) => {
    const packet = (rot, x, y, col) => {
      let s =
        `<g transform="rotate(${rot} 400 400) translate(${x} ${y})"><rect width="220" height="300" rx="10" fill="${PAPER}"/><rect width="220" height="44" rx="10" fill="${col}"/>` +
        `<path d="M110 190v80" stroke="${LEAF}" stroke-width="6"/><g fill="${col}">`;
      for (let i = 0; i < 6; i++)
        s += `<circle cx="${int(110 + 34 * Math.cos((i * Math.PI) / 3))}" cy="${int(160 + 34 * Math.sin((i * Math.PI) / 3))}" r="26"/>`;
      return `${s}</g><circle cx="110" cy="160" r="20" fill="#f3c13a"/></g>`;
    };
    return packet(-10, 190, 230, o.alt || lt(c, 0.3)) + packet(8, 380, 250, c);
  },
  gloves: (c) => {
    const glove = (x, col) => {
      let s = `<g fill="${col}">`;
      [170, 190, 180, 150].forEach((h, i) => {
        s += `<rect x="${x + i * 40}" y="${420 - h}" width="36" height="${h + 20}" rx="18"/>`;
      });
      return (
        s +
        `<rect x="${x}" y="380" width="156" height="180" rx="30"/><ellipse cx="${x - 6}" cy="440" rx="22" ry="60" transform="rotate(-30 ${x - 6} 440)"/></g>` +
        `<rect x="${x - 6}" y="540" width="168" height="66" rx="14" fill="${dk(col, 0.25)}"/>`
      );
    };
    return glove(240, lt(c, 0.2)) + glove(430, c);
  },
  birdhouse: (c) =>
    `<rect x="388" y="560" width="24" height="80" fill="${dk(c, 0.4)}"/><path d="M290 340L400 240 510 340V570H290z" fill="${c}"/>` +
    `<path d="M290 430h220M290 500h220" stroke="${dk(c, 0.12)}" stroke-width="4"/>` +
    `<path d="M262 356L400 222l138 134" fill="none" stroke="${dk(c, 0.35)}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="400" cy="400" r="38" fill="#3a2a1e"/><circle cx="400" cy="468" r="9" fill="${dk(c, 0.35)}"/>`,
  twine: (c) => {
    let w = "";
    for (let y = 330; y < 580; y += 22) w += `M290 ${y}h220`;
    return (
      `<path d="M500 560q120 10 110-80q-10-60-70-40" fill="none" stroke="${c}" stroke-width="8"/>` +
      `<rect x="290" y="300" width="220" height="280" rx="20" fill="${c}"/><path d="${w}" stroke="${dk(c, 0.15)}" stroke-width="3"/>` +
      `<ellipse cx="400" cy="300" rx="110" ry="26" fill="${lt(c, 0.2)}"/><ellipse cx="400" cy="300" rx="30" ry="8" fill="${dk(c, 0.5)}"/>`
    );
  },
  notebook: (c, o) => {
    let s =
      `<rect x="276" y="200" width="290" height="400" rx="10" fill="${PAPER}"/><rect x="270" y="190" width="290" height="420" rx="16" fill="${c}"/>` +
      `<rect x="270" y="190" width="40" height="420" rx="12" fill="${dk(c, 0.2)}"/><rect x="508" y="190" width="16" height="420" fill="${dk(c, 0.4)}"/>` +
      `<rect x="340" y="270" width="140" height="70" rx="6" fill="${lt(c, 0.7)}"/>`;
    if (o.dots)
      for (let y = 400; y <= 560; y += 32)
        for (let x = 344; x <= 480; x += 34) s += `<circle cx="${x}" cy="${y}" r="4" fill="${lt(c, 0.4)}"/>`;
    if (o.linen)
      s += `<path d="M320 380l150 150M320 440l110 110M360 380l110 110M420 380l60 60" stroke="${lt(c, 0.3)}" stroke-width="3" opacity=".6"/>`;
    return s;
  },
  pen: (c) =>
    `<rect x="250" y="200" width="300" height="400" rx="6" fill="${PAPER}" transform="rotate(8 400 400)"/>` +
    `<path d="M290 300h200M290 350h200M290 400h160" stroke="#d8d2c4" stroke-width="6" transform="rotate(8 400 400)"/>` +
    `<g transform="rotate(-35 400 400)"><rect x="382" y="130" width="36" height="440" rx="18" fill="${c}"/><path d="M384 560l16 80 16-80z" fill="${dk(c)}"/>` +
    `<rect x="414" y="170" width="12" height="150" rx="6" fill="${dk(c)}"/><rect x="382" y="330" width="36" height="14" fill="${lt(c)}"/></g>`,
  pencils: (c) => {
    let s = "";
    RAINBOW.forEach((col, i) => {
      const x = 262 + i * 48;
      const y = 240 + (i % 2) * 34;
      s += `<rect x="${x}" y="${y}" width="36" height="300" fill="${col}"/><path d="M${x} ${y}l18-54 18 54z" fill="#f1d7a8"/><path d="M${x + 12} ${y - 36}l6-18 6 18z" fill="${col}"/>`;
    });
    return (
      s +
      `<rect x="240" y="450" width="320" height="160" rx="14" fill="${c}"/><rect x="280" y="500" width="240" height="44" rx="8" fill="${lt(c, 0.6)}"/>`
    );
  },
  tape: (c, o) => {
    const roll = (x, y, rr, col) =>
      `<circle cx="${x}" cy="${y}" r="${rr}" fill="${col}"/><circle cx="${x}" cy="${y}" r="${int(rr * 0.78)}" fill="none" stroke="${lt(col)}" stroke-width="6" stroke-dasharray="14 10"/>` +
      `<circle cx="${x}" cy="${y}" r="${int(rr * 0.5)}" fill="${PAPER}"/><circle cx="${x}" cy="${y}" r="${int(rr * 0.4)}" fill="#e9e3d6"/>`;
    const [a, b] = o.alts || ["#81b29a", "#f2cc8f"];
    return roll(420, 290, 90, b) + roll(520, 440, 105, a) + roll(300, 460, 120, c);
  },
  card: (c) =>
    `<g transform="rotate(-6 400 400)"><rect x="200" y="340" width="380" height="250" rx="8" fill="${lt(c, 0.6)}"/>` +
    `<path d="M200 340l190 140 190-140" fill="none" stroke="${lt(c, 0.3)}" stroke-width="6"/></g>` +
    `<g transform="rotate(8 400 400)"><rect x="320" y="190" width="240" height="320" rx="8" fill="${PAPER}"/>` +
    `<path d="M440 400c-60-40-100-90-70-130c20-26 56-20 70 10c14-30 50-36 70-10c30 40-10 90-70 130z" fill="${c}"/></g>`,
  calendar: (c) => {
    let s =
      `<rect x="230" y="220" width="340" height="380" rx="18" fill="${PAPER}"/><path d="M230 300v-62q0-18 18-18h304q18 0 18 18v62z" fill="${c}"/>` +
      `<rect x="300" y="196" width="14" height="50" rx="7" fill="${dk(c, 0.5)}"/><rect x="486" y="196" width="14" height="50" rx="7" fill="${dk(c, 0.5)}"/>`;
    for (let j = 0; j < 4; j++)
      for (let i = 0; i < 5; i++)
        s += `<rect x="${256 + i * 60}" y="${326 + j * 64}" width="44" height="44" rx="6" fill="${i === 2 && j === 1 ? c : lt(c, 0.75)}"/>`;
    return s;
  },
  tote: (c, o) =>
    `<path d="M330 340q0-160 70-160t70 160" fill="none" stroke="${dk(c, 0.25)}" stroke-width="18"/>` +
    `<path d="M250 330h300l24 280H226z" fill="${c}"/><circle cx="400" cy="470" r="62" fill="${o.accent || lt(c, 0.5)}"/>` +
    `<path d="M372 470h56M400 442v56" stroke="${c}" stroke-width="10"/>`,
  backpack: (c) =>
    `<rect x="280" y="250" width="240" height="360" rx="60" fill="${c}"/><rect x="290" y="200" width="220" height="80" rx="24" fill="${dk(c, 0.15)}"/>` +
    `<rect x="385" y="230" width="30" height="170" rx="8" fill="${dk(c, 0.35)}"/><rect x="380" y="380" width="40" height="30" rx="6" fill="#c9a24a"/>` +
    `<rect x="310" y="450" width="180" height="120" rx="30" fill="${dk(c, 0.12)}"/>`,
  wallet: (c, o) =>
    `<rect x="270" y="250" width="250" height="160" rx="12" fill="${o.accent || "#3d5a80"}"/><rect x="220" y="300" width="360" height="250" rx="26" fill="${c}"/>` +
    `<rect x="238" y="318" width="324" height="214" rx="18" fill="none" stroke="${lt(c, 0.4)}" stroke-width="4" stroke-dasharray="10 8"/>` +
    `<path d="M220 380h360" stroke="${dk(c, 0.2)}" stroke-width="6"/>`,
  beanie: (c) => {
    let ribs = "";
    for (let x = 250; x <= 550; x += 20) ribs += `M${x} 512v76`;
    return (
      `<circle cx="400" cy="290" r="54" fill="${lt(c, 0.4)}"/><path d="M240 520a160 200 0 0 1 320 0z" fill="${c}"/>` +
      `<path d="M320 520q10-120 40-180M400 520V330M480 520q-10-120-40-180" fill="none" stroke="${dk(c, 0.15)}" stroke-width="5"/>` +
      `<rect x="226" y="500" width="348" height="100" rx="22" fill="${dk(c, 0.15)}"/><path d="${ribs}" stroke="${dk(c, 0.3)}" stroke-width="4"/>`
    );
  },
  sunglasses: (c) =>
    `<path d="M210 380l-30-60M590 380l30-60" stroke="${c}" stroke-width="14" stroke-linecap="round"/>` +
    `<g fill="#3a3f47" stroke="${c}" stroke-width="18"><circle cx="300" cy="420" r="95"/><circle cx="500" cy="420" r="95"/></g>` +
    `<path d="M390 400q10-20 20 0" fill="none" stroke="${c}" stroke-width="14"/>` +
    `<path d="M250 380q20-30 60-34M450 380q20-30 60-34" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".5"/>`,
  watch: (c, o) =>
    `<rect x="345" y="150" width="110" height="500" rx="24" fill="${o.strap || dk(c, 0.4)}"/>` +
    `<g fill="${dk(o.strap || c, 0.4)}"><circle cx="400" cy="560" r="6"/><circle cx="400" cy="590" r="6"/></g>` +
    `<circle cx="400" cy="400" r="120" fill="${c}"/><circle cx="400" cy="400" r="98" fill="${PAPER}"/><rect x="516" y="385" width="22" height="30" rx="6" fill="${c}"/>` +
    `<path d="M400 312v16M400 472v16M312 400h16M472 400h16" stroke="#333" stroke-width="6"/>` +
    `<path d="M400 400v-60M400 400l44 26" stroke="#222" stroke-width="8" stroke-linecap="round"/>`,
  scarf: (c, o) => {
    const st = o.stripe || lt(c, 0.45);
    const tail = (rot, x, y, h, col) => {
      let f = "";
      for (let i = 8; i < 120; i += 16) f += `M${x + i} ${y + h}v32`;
      return (
        `<g transform="rotate(${rot} 400 400)"><rect x="${x}" y="${y}" width="120" height="${h}" rx="16" fill="${col}"/>` +
        `<path d="M${x} ${y + h - 70}h120M${x} ${y + h - 40}h120" stroke="${st}" stroke-width="14"/><path d="${f}" stroke="${col}" stroke-width="6"/></g>`
      );
    };
    return (
      `<path d="M300 250q100-90 200 0" fill="none" stroke="${dk(c, 0.15)}" stroke-width="80" stroke-linecap="round"/>` +
      tail(10, 400, 230, 350, dk(c, 0.12)) +
      tail(-8, 290, 220, 380, c)
    );
  },
  giftcard: (c, o) => {
    const a = o.accent || "#e9c46a";
    return (
      `<g transform="rotate(-8 400 400)"><rect x="190" y="270" width="420" height="270" rx="26" fill="${c}"/>` +
      `<rect x="420" y="270" width="36" height="270" fill="${a}"/><rect x="190" y="380" width="420" height="30" fill="${a}"/>` +
      `<g fill="${a}"><ellipse cx="404" cy="370" rx="40" ry="22" transform="rotate(25 404 370)"/><ellipse cx="472" cy="370" rx="40" ry="22" transform="rotate(-25 472 370)"/></g>` +
      `<circle cx="438" cy="392" r="16" fill="${dk(a, 0.2)}"/><rect x="230" y="470" width="120" height="16" rx="8" fill="${lt(c, 0.5)}"/></g>`
    );
  },
  giftbox: (c, o) => {
    const a = o.accent || "#f3c13a";
    return (
      `<rect x="250" y="380" width="300" height="230" rx="8" fill="${c}"/><rect x="230" y="320" width="340" height="76" rx="8" fill="${dk(c, 0.12)}"/>` +
      `<rect x="380" y="320" width="40" height="290" fill="${a}"/><g fill="${a}"><ellipse cx="360" cy="290" rx="52" ry="28" transform="rotate(25 360 290)"/>` +
      `<ellipse cx="440" cy="290" rx="52" ry="28" transform="rotate(-25 440 290)"/></g><circle cx="400" cy="312" r="18" fill="${dk(a, 0.2)}"/>`
    );
  },
  rings: (c) => {
    let s = `<rect x="388" y="230" width="24" height="360" rx="10" fill="#d9b98c"/><rect x="260" y="580" width="280" height="36" rx="14" fill="#c9a06a"/>`;
    [250, 215, 180, 150, 120].forEach((w, i) => {
      s += `<rect x="${400 - w / 2}" y="${522 - i * 58}" width="${w}" height="56" rx="28" fill="${RAINBOW[(i + 5) % 6]}"/>`;
    });
    return `${s}<circle cx="400" cy="252" r="32" fill="${c}"/>`;
  },
  puzzle: (c, o) =>
    `<rect x="200" y="220" width="400" height="300" rx="12" fill="${c}"/><rect x="230" y="250" width="340" height="240" rx="6" fill="${lt(c, 0.6)}"/>` +
    `<path d="M230 490l110-150 70 90 50-60 110 120z" fill="${dk(c, 0.1)}"/><circle cx="500" cy="310" r="26" fill="#f3c13a"/>` +
    `<path transform="translate(430 450) rotate(8) scale(.7)" d="M0 0h70a30 30 0 1 1 60 0h70v70a30 30 0 1 1 0 60v70H0z" fill="${o.accent || "#e9c46a"}"/>`,
  kite: (c, o) => {
    const a = o.accent || "#f1c453";
    return (
      `<path d="M400 570q-60 40 0 80t0 80" fill="none" stroke="#555" stroke-width="4"/>` +
      `<g fill="${a}"><path d="M400 610l-30-16v32zM400 610l30-16v32zM400 690l-30-16v32zM400 690l30-16v32z"/></g>` +
      `<path d="M400 150L570 370 400 570 230 370z" fill="${c}"/><path d="M400 150L570 370H400z" fill="${dk(c, 0.15)}"/>` +
      `<path d="M400 370H230l170 200z" fill="${a}"/><path d="M400 150v420M230 370h340" stroke="${dk(c, 0.4)}" stroke-width="5"/>`
    );
  },
  blocks: (c, o) => {
    const cube = (x, y, col, inner) =>
      `<rect x="${x}" y="${y}" width="150" height="150" rx="14" fill="${col}"/><g fill="${lt(col, 0.55)}">${inner(x + 75, y + 75)}</g>`;
    const [a, b] = o.alts || ["#3d5a80", "#81b29a"];
    return (
      cube(245, 460, a, (x, y) => `<circle cx="${x}" cy="${y}" r="40"/>`) +
      cube(405, 460, b, (x, y) => `<path d="M${x} ${y - 44}l46 80h-92z"/>`) +
      cube(325, 300, c, (x, y) => `<rect x="${x - 38}" y="${y - 38}" width="76" height="76" rx="6"/>`)
    );
  },
  basket: (c) => {
    let w = "";
    for (let y = 420; y < 600; y += 32) w += `M${240 + (y - 380) * 0.16} ${y}h${340 - (y - 380) * 0.32}`;
    return (
      `<path d="M300 380q0-100 100-100t100 100" fill="none" stroke="${dk(c, 0.2)}" stroke-width="18"/>` +
      `<path d="M230 380h340l-36 230H266z" fill="${c}"/><path d="${w}" stroke="${dk(c, 0.2)}" stroke-width="6"/>` +
      `<path d="M290 396v210M345 396v210M400 396v210M455 396v210M510 396v210" stroke="${lt(c, 0.3)}" stroke-width="8" stroke-dasharray="16 16"/>` +
      `<rect x="220" y="366" width="360" height="30" rx="12" fill="${dk(c, 0.2)}"/>`
    );
  },
  train: (c, o) => {
    const a = o.accent || "#3d5a80";
    const wheel = (x) =>
      `<circle cx="${x}" cy="540" r="34" fill="${dk(c, 0.55)}"/><circle cx="${x}" cy="540" r="12" fill="${lt(c, 0.3)}"/>`;
    return (
      '<g transform="translate(-50 0)">' +
      `<path d="M440 480h120" stroke="${dk(c, 0.4)}" stroke-width="10"/><rect x="540" y="410" width="180" height="110" rx="12" fill="${a}"/>` +
      `<rect x="240" y="310" width="44" height="80" rx="6" fill="${dk(c, 0.3)}"/><rect x="200" y="380" width="260" height="140" rx="14" fill="${c}"/>` +
      `<rect x="380" y="300" width="130" height="220" rx="10" fill="${c}"/><rect x="368" y="284" width="154" height="26" rx="8" fill="${dk(c, 0.3)}"/>` +
      `<rect x="405" y="330" width="80" height="70" rx="8" fill="${lt(c, 0.7)}"/><path d="M200 450h180" stroke="${lt(c, 0.35)}" stroke-width="10"/>` +
      wheel(260) +
      wheel(350) +
      wheel(460) +
      wheel(590) +
      wheel(670) +
      "</g>"
    );
  },
};

// No floor shadow under things that hang or fly.
const FLOATING = new Set(["pendant", "hangpot", "kite"]);

// ---------------------------------------------------------------- composition
// A part: [kind, colour, options?, x?, y?, scale?]
const place = (svg, x = 400, y = 400, s = 1) =>
  s === 1 && x === 400 && y === 400
    ? svg
    : `<g transform="translate(${int(x - 400 * s)} ${int(y - 400 * s)}) scale(${s})">${svg}</g>`;
const one = (kind, c, o = {}) => [[kind, c, o]];
const trio = (kind, [a, b, c], o = {}) => [
  [kind, a, o, 260, 440, 0.55],
  [kind, c, o, 540, 440, 0.55],
  [kind, b, o, 400, 400, 0.62],
];
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function render({ title, bg, parts, view = 1 }, seed) {
  const r = rng(seed);
  const body = parts.map(([kind, c, o = {}, x, y, s]) => place(K[kind](c, o, r), x, y, s)).join("");
  const floats = parts.length === 1 && FLOATING.has(parts[0][0]);
  let scene;
  if (view === 2) {
    // Close-up: bigger object, tinted backdrop.
    scene =
      `<rect width="800" height="800" fill="${mix(bg, parts[0][1], 0.12)}"/>` +
      `<g transform="translate(-140 -140) scale(1.35)">${body}</g>`;
  } else if (view === 3) {
    // Styled shot: on a shelf with a little sprig.
    scene =
      `<rect width="800" height="800" fill="${bg}"/><rect y="600" width="800" height="200" fill="${dk(bg, 0.08)}"/>` +
      `<path d="M660 600q-10-90 20-150" fill="none" stroke="${LEAF}" stroke-width="5"/>` +
      `<ellipse cx="668" cy="520" rx="12" ry="28" transform="rotate(-30 668 520)" fill="${LEAF}"/>` +
      `<ellipse cx="690" cy="480" rx="12" ry="28" transform="rotate(30 690 480)" fill="${LEAF}"/>` +
      `<g transform="translate(90 120) scale(.75)">${body}</g>`;
  } else {
    scene =
      `<rect width="800" height="800" fill="${bg}"/><circle cx="400" cy="410" r="310" fill="${lt(bg, 0.45)}"/>` +
      (floats ? "" : '<ellipse cx="400" cy="640" rx="210" ry="22" fill="#000" opacity=".07"/>') +
      body;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><title>${esc(title)}</title>${scene}</svg>\n`;
}

// ---------------------------------------------------------------- catalogue
const BG = {
  clothing: "#f4e4dc",
  home: "#f3ead8",
  garden: "#e2eedf",
  stationery: "#e2e9f3",
  accessories: "#ece4f2",
  gifts: "#f7e3e6",
  toys: "#faf0d2",
};

const IMAGES = [];
// add(file, title, bg, parts, views) - views lists the extra gallery views (2, 3).
function add(file, title, bg, parts, views = []) {
  IMAGES.push({ file, title, bg: BG[bg] || bg, parts });
  for (const v of views)
    IMAGES.push({
      file: `${file}-${v}`,
      title: `${title} (${v === 2 ? "close-up" : "styled"})`,
      bg: BG[bg] || bg,
      parts,
      view: v,
    });
}
// Variable products: a parent picture with three colours plus one per colour.
function variants(file, title, bg, kind, colours, o = {}) {
  const names = Object.keys(colours);
  add(
    file,
    title,
    bg,
    trio(
      kind,
      names.slice(0, 3).map((n) => colours[n]),
      o,
    ),
  );
  for (const n of names) add(`${file}-${n.toLowerCase()}`, `${title} - ${n}`, bg, one(kind, colours[n], o));
}

// Clothing
variants("classic-tee", "Classic Tee", "clothing", "tee", {
  Red: "#c8553d",
  Blue: "#3f6fa8",
  Green: "#4f8a5b",
});
add(
  "striped-breton-top",
  "Striped Breton Top",
  "clothing",
  one("tee", "#fbf8f1", { stripe: "#2d3e63" }),
  [2],
);
variants("organic-hoodie", "Organic Hoodie", "clothing", "hoodie", {
  Charcoal: "#4a4e54",
  Sand: "#d8c3a0",
  Forest: "#2f5d46",
});
add("everyday-socks", "Everyday Socks", "clothing", one("socks", "#2d3e63", { alt: "#d9a53c" }));
for (const [n, c] of Object.entries({ Mustard: "#d9a53c", Navy: "#2d3e63", Coral: "#e8806a" })) {
  add(`everyday-socks-${n.toLowerCase()}`, `Everyday Socks - ${n}`, "clothing", one("socks", c));
}
// Home > Kitchen
add(
  "speckled-stoneware-mug",
  "Speckled Stoneware Mug",
  "home",
  one("mug", "#6f8fb3", { speckle: true }),
  [2, 3],
);
add("tall-latte-mug", "Tall Latte Mug", "home", one("mug", "#c8704f", { tall: true, band: true }));
variants(
  "enamel-camping-mug",
  "Enamel Camping Mug",
  "home",
  "mug",
  { White: "#f4f1ea", Green: "#3f7d5c", Blue: "#2f5f8f" },
  { rim: "#2d3e63" },
);
add("walnut-cutting-board", "Walnut Cutting Board", "home", one("board", "#8a5a3b"), [2]);
add("loose-leaf-tea-tin", "Loose Leaf Tea Tin", "home", one("tin", "#2f6b5e"));
add("cast-iron-teapot", "Cast Iron Teapot", "home", one("teapot", "#3d4448", { dots: true }), [2]);
add("hand-thrown-serving-bowl", "Hand-thrown Serving Bowl", "home", one("bowl", "#8fb0a4"));
add("linen-tea-towel", "Linen Tea Towel", "home", one("towel", "#d8c6a2", { stripe: "#b5562f" }));
add("glass-carafe", "Glass Carafe", "home", one("carafe", "#7fb3c8"));
// Home > Lighting
add("mushroom-table-lamp", "Mushroom Table Lamp", "home", one("lamp", "#e9c46a", { mushroom: true }), [2, 3]);
add("brass-reading-lamp", "Brass Reading Lamp", "home", one("readinglamp", "#c9a24a"));
add("paper-pendant-shade", "Paper Pendant Shade", "home", one("pendant", "#e6d3ad"));
add("rechargeable-lantern", "Rechargeable Lantern", "home", one("lantern", "#4a6b5a"));
// Home > Decor
add("boucle-floor-cushion", "Bouclé Floor Cushion", "home", one("cushion", "#c4b394", { texture: true }));
variants("linen-cushion-cover", "Linen Cushion Cover", "home", "cushion", {
  Oat: "#d6c7a8",
  Rust: "#b5562f",
  Sage: "#8fa98e",
});
add("ribbed-glass-vase", "Ribbed Glass Vase", "home", one("vase", "#8fb8b0"));
add("soy-wax-candle", "Soy Wax Candle", "home", one("candle", "#c98a6b"));
add("beeswax-taper-candles", "Beeswax Taper Candles", "home", one("tapers", "#e9c46a"));
add("minimal-wall-clock", "Minimal Wall Clock", "home", one("clock", "#2f3e46"));
add("framed-botanical-print", "Framed Botanical Print", "home", one("frame", "#5f8a5a", { art: "leaf" }));
add("wool-throw-blanket", "Wool Throw Blanket", "home", one("blanket", "#b5653f"), [2]);
// Garden
add("terracotta-plant-pot", "Terracotta Plant Pot", "garden", one("pot", "#c46a43"), [2]);
add(
  "glazed-planter",
  "Glazed Planter",
  "garden",
  one("pot", "#3f6f8f", { glaze: true, plant: "#5e9e6a" }),
  [2],
);
add("hanging-planter", "Hanging Planter", "garden", one("hangpot", "#d9a441"));
add("copper-watering-can", "Copper Watering Can", "garden", one("wateringcan", "#c07845"), [2]);
add(
  "heirloom-seed-collection",
  "Heirloom Seed Collection",
  "garden",
  one("seeds", "#d65a5a", { alt: "#e0a030" }),
);
add("gardening-gloves", "Gardening Gloves", "garden", one("gloves", "#7a9a5a"));
add("cedar-bird-house", "Cedar Bird House", "garden", one("birdhouse", "#b07a4f"));
add("garden-twine", "Garden Twine", "garden", one("twine", "#c8a978"));
// Stationery
add(
  "dot-grid-notebook-a5",
  "Dot Grid Notebook A5",
  "stationery",
  one("notebook", "#2f4858", { dots: true }),
  [2],
);
add(
  "pocket-notebook-trio",
  "Pocket Notebook Trio",
  "stationery",
  trio("notebook", ["#e07a5f", "#3d5a80", "#81b29a"]),
);
add(
  "linen-hardcover-journal",
  "Linen Hardcover Journal",
  "stationery",
  one("notebook", "#a0522d", { linen: true }),
);
add("brass-ballpoint-pen", "Brass Ballpoint Pen", "stationery", one("pen", "#c9a24a"));
add("colour-pencil-set", "Colour Pencil Set", "stationery", one("pencils", "#3d5a80"));
add("washi-tape-bundle", "Washi Tape Bundle", "stationery", one("tape", "#e07a5f"));
add("greeting-card-set", "Greeting Card Set", "stationery", one("card", "#d94f70"));
add("desk-calendar-2027", "Desk Calendar 2027", "stationery", one("calendar", "#3d5a80"));
// Accessories
add("canvas-tote-bag", "Canvas Tote Bag", "accessories", one("tote", "#d8c7a3", { accent: "#d94f4f" }));
add("roll-top-backpack", "Roll-top Backpack", "accessories", one("backpack", "#3f5e4d"), [2]);
add("leather-card-wallet", "Leather Card Wallet", "accessories", one("wallet", "#8b4a2b"));
add("knitted-beanie", "Knitted Beanie", "accessories", one("beanie", "#c8553d"));
add("round-sunglasses", "Round Sunglasses", "accessories", one("sunglasses", "#c9a24a"));
add(
  "minimal-wristwatch",
  "Minimal Wristwatch",
  "accessories",
  one("watch", "#b8bcc2", { strap: "#6b4226" }),
  [2, 3],
);
variants("merino-scarf", "Merino Scarf", "accessories", "scarf", {
  Grey: "#8c9096",
  Mustard: "#d4a03a",
  Burgundy: "#7d2e3d",
});
// Gifts
add("gift-card", "Gift Card", "gifts", one("giftcard", "#2f4858"));
add("gift-wrapping", "Gift Wrapping", "gifts", one("giftbox", "#d94f70"));
// Toys & Games
add("wooden-stacking-rings", "Wooden Stacking Rings", "toys", one("rings", "#e07a5f"));
add("1000-piece-jigsaw-puzzle", "1000-Piece Jigsaw Puzzle", "toys", one("puzzle", "#3d5a80"));
add("paper-kite", "Paper Kite", "toys", one("kite", "#e63946"));
add("wooden-building-blocks", "Wooden Building Blocks", "toys", one("blocks", "#e07a5f"));
// Grouped sets
add("tea-time-set", "Tea Time Set", "home", [
  ["tin", "#2f6b5e", {}, 250, 470, 0.5],
  ["teapot", "#3d4448", { dots: true }, 420, 380, 0.75],
  ["mug", "#6f8fb3", {}, 590, 500, 0.5],
]);
add("desk-essentials", "Desk Essentials", "stationery", [
  ["notebook", "#2f4858", { dots: true }, 320, 400, 0.75],
  ["tape", "#e07a5f", {}, 560, 520, 0.45],
  ["pen", "#c9a24a", {}, 560, 330, 0.5],
]);
add("gardeners-starter-kit", "Gardener's Starter Kit", "garden", [
  ["wateringcan", "#c07845", {}, 330, 390, 0.7],
  ["pot", "#c46a43", {}, 590, 470, 0.55],
  ["gloves", "#7a9a5a", {}, 330, 560, 0.4],
]);
// External (partner) products
add("handwoven-rattan-basket", "Handwoven Rattan Basket", "home", one("basket", "#c9a26b"));
add(
  "letterpress-art-print",
  "Letterpress Art Print",
  "home",
  one("frame", "#d94f4f", { art: "shapes", frame: "#2f2a26" }),
);
add("wooden-toy-train", "Wooden Toy Train", "toys", one("train", "#c9a06a"));

// Categories: one picture each, a small still life of what is inside.
const CATS = [
  [
    "clothing",
    "Clothing",
    "clothing",
    [
      ["tee", "#c8553d", {}, 300, 400, 0.6],
      ["hoodie", "#2f5d46", {}, 510, 420, 0.6],
    ],
  ],
  ["clothing-t-shirts", "Clothing > T-shirts", "clothing", trio("tee", ["#c8553d", "#3f6fa8", "#4f8a5b"])],
  [
    "clothing-hoodies",
    "Clothing > Hoodies",
    "clothing",
    [
      ["hoodie", "#d8c3a0", {}, 300, 420, 0.6],
      ["hoodie", "#4a4e54", {}, 500, 400, 0.65],
    ],
  ],
  ["clothing-socks", "Clothing > Socks", "clothing", one("socks", "#e8806a", { alt: "#2d3e63" })],
  [
    "home",
    "Home",
    "home",
    [
      ["lamp", "#e9c46a", { mushroom: true }, 300, 400, 0.6],
      ["mug", "#6f8fb3", {}, 520, 470, 0.5],
    ],
  ],
  [
    "home-kitchen",
    "Home > Kitchen",
    "home",
    [
      ["bowl", "#8fb0a4", {}, 300, 450, 0.55],
      ["mug", "#c8704f", {}, 530, 440, 0.55],
    ],
  ],
  [
    "home-lighting",
    "Home > Lighting",
    "home",
    [
      ["lamp", "#5f8a5a", {}, 300, 420, 0.6],
      ["lantern", "#4a6b5a", {}, 530, 450, 0.5],
    ],
  ],
  [
    "home-decor",
    "Home > Decor",
    "home",
    [
      ["vase", "#8fb8b0", {}, 300, 420, 0.6],
      ["candle", "#c98a6b", {}, 520, 470, 0.5],
    ],
  ],
  [
    "garden",
    "Garden",
    "garden",
    [
      ["wateringcan", "#c07845", {}, 330, 430, 0.6],
      ["birdhouse", "#b07a4f", {}, 560, 420, 0.55],
    ],
  ],
  ["garden-plant-pots", "Garden > Plant Pots", "garden", trio("pot", ["#c46a43", "#3f6f8f", "#d9a441"])],
  [
    "stationery",
    "Stationery",
    "stationery",
    [
      ["pencils", "#3d5a80", {}, 300, 430, 0.6],
      ["card", "#d94f70", {}, 530, 420, 0.6],
    ],
  ],
  [
    "stationery-notebooks",
    "Stationery > Notebooks",
    "stationery",
    trio("notebook", ["#a0522d", "#2f4858", "#81b29a"]),
  ],
  [
    "accessories",
    "Accessories",
    "accessories",
    [
      ["sunglasses", "#c9a24a", {}, 400, 300, 0.55],
      ["wallet", "#8b4a2b", {}, 400, 500, 0.55],
    ],
  ],
  [
    "accessories-bags",
    "Accessories > Bags",
    "accessories",
    [
      ["tote", "#d8c7a3", { accent: "#d94f4f" }, 300, 420, 0.6],
      ["backpack", "#3f5e4d", {}, 520, 410, 0.6],
    ],
  ],
  [
    "gifts",
    "Gifts",
    "gifts",
    [
      ["giftbox", "#d94f70", {}, 320, 420, 0.6],
      ["giftcard", "#2f4858", {}, 540, 470, 0.45],
    ],
  ],
  [
    "toys-games",
    "Toys & Games",
    "toys",
    [
      ["blocks", "#e07a5f", {}, 300, 440, 0.55],
      ["rings", "#e07a5f", {}, 540, 420, 0.55],
    ],
  ],
];
for (const [slug, title, bg, parts] of CATS) add(`cat-${slug}`, title, bg, parts);

// ---------------------------------------------------------------- write
let largest = 0;
for (const img of IMAGES) {
  const svg = render(img, img.file);
  largest = Math.max(largest, Buffer.byteLength(svg));
  writeFileSync(join(OUT, `${img.file}.svg`), svg);
}
console.log(`wrote ${IMAGES.length} SVG files to ${OUT} (largest ${largest} bytes)`);
