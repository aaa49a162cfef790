/** The album's inline stylesheet: the app's warm palette, light and dark, no web fonts. */
export const ALBUM_STYLES = `
:root { color-scheme: light dark; --bg: #fff8f3; --card: #ffffff; --ink: #3d2a2f; --soft: #8a6f75;
  --accent: #e0607e; --line: #f3dfe3; }
@media (prefers-color-scheme: dark) { :root { --bg: #1f1719; --card: #2b2023; --ink: #f7e9ec;
  --soft: #c2a6ad; --accent: #f28ba3; --line: #3d2e32; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink);
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
header { text-align: center; padding: 48px 20px 28px;
  background: linear-gradient(180deg, color-mix(in srgb, var(--accent) 18%, transparent), transparent); }
h1 { font: italic 600 2.2rem/1.2 Georgia, "Times New Roman", serif; margin: 12px 0 4px; color: var(--accent); }
h2 { font: 600 1.4rem/1.3 Georgia, serif; margin: 36px 0 14px; }
h3 { margin: 2px 0 6px; font-size: 1.05rem; }
.subtitle, .date, .by, .empty, footer { color: var(--soft); }
.date { font-size: .85rem; margin: 0; }
.avatars { display: flex; justify-content: center; gap: 8px; }
.avatar { width: 72px; height: 72px; border-radius: 50%; object-fit: cover; border: 3px solid var(--card);
  box-shadow: 0 2px 10px rgb(0 0 0 / .12); }
main { max-width: 980px; margin: 0 auto; padding: 0 16px 24px; }
.cards { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
.card { background: var(--card); border-radius: 18px; overflow: hidden; border: 1px solid var(--line);
  box-shadow: 0 4px 18px rgb(224 96 126 / .08); }
.card img { display: block; width: 100%; height: auto; max-height: 420px; object-fit: cover; }
audio { display: block; width: 100%; max-width: 360px; height: 40px; margin: 8px 0; }
.photos { display: grid; gap: 2px; grid-template-columns: repeat(auto-fit, minmax(120px, 1fr)); }
.text { padding: 14px 16px 16px; }
.text p { margin: 0 0 6px; white-space: pre-wrap; }
.stars { color: #f5b301; letter-spacing: 2px; }
.list { background: var(--card); border: 1px solid var(--line); border-radius: 18px; padding: 6px 16px; }
.row { display: flex; justify-content: space-between; gap: 12px; padding: 10px 0; margin: 0;
  border-bottom: 1px solid var(--line); }
.row:last-child { border-bottom: 0; }
.reactions { margin-top: 10px; padding-top: 8px; border-top: 1px dashed var(--line); }
.reactions .hearts { color: var(--accent); font-size: .9rem; }
.reactions .comment { font-size: .92rem; background: color-mix(in srgb, var(--accent) 8%, transparent);
  border-radius: 12px; padding: 6px 10px; }
.reactions .comment b { color: var(--accent); margin-right: 4px; }
.chat { display: flex; flex-direction: column; gap: 8px; max-width: 640px; margin: 0 auto; }
.chat-day { text-align: center; color: var(--soft); font-size: .85rem; margin: 14px 0 4px; }
.bubble { max-width: 80%; padding: 8px 12px; border-radius: 18px; background: var(--card);
  border: 1px solid var(--line); box-shadow: 0 2px 8px rgb(224 96 126 / .06); }
.bubble.left { align-self: flex-start; border-bottom-left-radius: 6px; }
.bubble.right { align-self: flex-end; border-bottom-right-radius: 6px;
  background: color-mix(in srgb, var(--accent) 14%, var(--card)); }
.bubble b { display: block; color: var(--accent); font-size: .8rem; }
.bubble p { margin: 2px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.bubble img { display: block; max-width: 100%; border-radius: 12px; margin-top: 6px; }
.bubble .quote { font-size: .85rem; color: var(--soft); border-left: 3px solid var(--accent);
  padding-left: 8px; margin: 4px 0; }
.bubble .hearts { font-size: .8rem; }
footer { text-align: center; font-size: .9rem; padding: 24px 16px 48px; }
`;
