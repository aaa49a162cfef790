const fs = require('fs');
const { SourceMapConsumer } = require('source-map-js');
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = new Map();
lines.forEach((line, li) => {
  const prevCol = 0,
    prevSrc = null;
  c.eachMapping;
});
// walk mappings
const last = null;
const mappings = [];
c.eachMapping((m) => mappings.push(m));
mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i],
    n = mappings[i + 1];
  const len =
    n && n.generatedLine === m.generatedLine
      ? n.generatedColumn - m.generatedColumn
      : (lines[m.generatedLine - 1] || '').length - m.generatedColumn;
  let src = m.source || '?';
  const nm = src.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  src = nm ? nm[1] : src.replace(/.*src\/web\//, 'web/').replace(/.*src\/shared\//, 'shared/');
  sizes.set(src, (sizes.get(src) || 0) + len);
}
const total = [...sizes.values()].reduce((a, b) => a + b, 0);
console.log('total', total);
[...sizes.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25)
  .forEach(([k, v]) => console.log(v, k));
