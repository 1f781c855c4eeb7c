#!/bin/sh
# A/B comparison of bench:mongo between an older engine (a git worktree, e.g. of commit 1cfb096) and this checkout.
# Both sides run this checkout's bench file, so only the engine differs; runs come in adjacent pairs (A B, B A, …)
# so that a change of machine load hits both sides alike, and the medians per figure are printed.
#   usage: bench/mongo-ab.sh <before-worktree> [runs per side, default 5]
#   set up the worktree once: git worktree add --detach /tmp/h20-before 1cfb096 && bench/mongo-ab.sh --link /tmp/h20-before
set -eu
MAIN=$(cd "$(dirname "$0")/.." && pwd)

link_node_modules() {
  # The worktree reuses this checkout's node_modules, except that its own workspace packages resolve to its sources.
  mkdir -p "$1/node_modules/@acorduri"
  for entry in $(ls -A "$MAIN/node_modules"); do
    [ "$entry" = "@acorduri" ] || ln -sfn "$MAIN/node_modules/$entry" "$1/node_modules/$entry"
  done
  for pkg in $(ls "$MAIN/node_modules/@acorduri"); do
    target=$(readlink "$MAIN/node_modules/@acorduri/$pkg" | sed 's#^\.\./\.\./##')
    ln -sfn "$1/$target" "$1/node_modules/@acorduri/$pkg"
  done
}

if [ "$1" = "--link" ]; then
  link_node_modules "$(cd "$2" && pwd)"
  exit 0
fi

BEFORE=$(cd "$1" && pwd)
RUNS=${2:-5}
OUT=$(mktemp -d /tmp/mongo-ab.XXXXXX)
[ -d "$BEFORE/node_modules/@acorduri" ] || link_node_modules "$BEFORE"
cp "$MAIN/bench/embedded-mongo.bench.ts" "$BEFORE/bench/embedded-mongo.ab.bench.ts"
TSX="$MAIN/node_modules/.bin/tsx"

run_side() {
  if [ "$1" = before ]; then dir="$BEFORE/bench" file=embedded-mongo.ab.bench.ts; else dir="$MAIN/bench" file=embedded-mongo.bench.ts; fi
  (cd "$dir" && uptime > "$OUT/$1-$2.txt" && "$TSX" --conditions=source $file >> "$OUT/$1-$2.txt" 2>&1) || true
  echo "run $2 $1: $(head -1 "$OUT/$1-$2.txt" | sed 's/.*load/load/')"
}

# Each pair runs under one hold of the lock, so both sides of a pair see the same machine; the order alternates
# (before first, then after first) so that a drift within a pair favours neither side.
i=1
while [ "$i" -le "$RUNS" ]; do
  if [ $((i % 2)) -eq 1 ]; then first=before second=after; else first=after second=before; fi
  exec 9>>/tmp/bench.lock
  flock 9
  run_side "$first" "$i"
  run_side "$second" "$i"
  exec 9>&-
  i=$((i + 1))
done

node - "$OUT" "$RUNS" <<'EOF'
const fs = require('node:fs');
const [dir, runs] = [process.argv[2], Number(process.argv[3])];
const names = ['bulk inserts/s', 'single inserts/s', '_id lookups/s', 'unique-key lookups/s'];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const figures = { before: {}, after: {} };
const loads = [];
for (const side of ['before', 'after']) {
  for (let i = 1; i <= runs; i++) {
    const text = fs.readFileSync(`${dir}/${side}-${i}.txt`, 'utf8');
    loads.push(Number(/load average: ([\d.]+)/.exec(text)?.[1]));
    for (const line of text.split('\n')) {
      const cells = line.split('|').map((cell) => Number(cell.trim().replaceAll(',', '')));
      if (cells.length !== 5 || cells.some(Number.isNaN)) continue;
      for (let f = 0; f < names.length; f++) {
        const key = `${cells[0].toLocaleString('en-US')} docs, ${names[f]}`;
        (figures[side][key] ??= []).push(cells[f + 1]);
      }
    }
  }
}
console.log(`runs per side: ${runs}; 1-minute load average at the start of the runs: ${Math.min(...loads)}–${Math.max(...loads)} (median ${median(loads)})`);
console.log('| figure | before (median) | after (median) | after/before | runs before | runs after |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const key of Object.keys(figures.before)) {
  const [a, b] = [figures.before[key], figures.after[key] ?? []];
  if (b.length === 0) continue;
  const [ma, mb] = [median(a), median(b)];
  console.log(`| ${key} | ${Math.round(ma).toLocaleString('en-US')} | ${Math.round(mb).toLocaleString('en-US')} | ${(mb / ma).toFixed(2)} | ${a.length} | ${b.length} |`);
}
console.log(`raw outputs: ${dir}`);
EOF
