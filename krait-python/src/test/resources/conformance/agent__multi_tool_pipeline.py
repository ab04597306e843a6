import asyncio
import csv
import io
import json
import math
import textwrap
from collections import Counter, namedtuple
from itertools import chain, islice, pairwise, accumulate, zip_longest
from string import Template

# Fake tools.
async def search_docs(query, page=1, per_page=5):
    await asyncio.sleep(0)
    corpus = [f"{query}-doc{i}" for i in range(1, 13)]
    start = (page - 1) * per_page
    return {"results": [{"id": d, "score": round(1 / (n + 1), 3)} for n, d in enumerate(corpus[start:start + per_page], start)],
            "page": page, "total": len(corpus)}

async def get_doc(doc_id):
    await asyncio.sleep(0)
    n = int(doc_id.rsplit("doc", 1)[1])
    return {"id": doc_id, "text": " ".join(["lorem", "ipsum", "dolor", "sit", "amet"][: (n % 5) + 1] * n), "words": n * ((n % 5) + 1)}

async def summarize(text, max_words=6):
    await asyncio.sleep(0)
    words = text.split()
    return " ".join(words[:max_words]) + ("…" if len(words) > max_words else "")

Hit = namedtuple("Hit", "query id score words summary")

async def research(query):
    hits, page = [], 1
    while True:
        resp = await search_docs(query, page=page)
        hits.extend(resp["results"])
        if page * 5 >= resp["total"]:
            break
        page += 1
    docs = await asyncio.gather(*(get_doc(h["id"]) for h in hits))
    sums = await asyncio.gather(*(summarize(d["text"]) for d in docs))
    return [Hit(query, h["id"], h["score"], d["words"], s) for h, d, s in zip(hits, docs, sums)]

queries = ["rust", "zig", "ocaml"]
per_query = await asyncio.gather(*(research(q) for q in queries))
hits = list(chain.from_iterable(per_query))
print(len(hits), "hits;", Counter(h.query for h in hits))

# CSV export
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(Hit._fields)
for h in islice(sorted(hits, key=lambda h: (-h.words, h.id)), 4):
    w.writerow(h)
print(buf.getvalue(), end="")
back = list(csv.DictReader(io.StringIO(buf.getvalue())))
print(back[0]["id"], type(back[0]["words"]).__name__)

# Running totals and deltas
words = [h.words for h in per_query[0]]
print(list(accumulate(words)))
print([b - a for a, b in pairwise(words)])
print(list(zip_longest("abc", [1, 2], fillvalue="?")))

# Score buckets with math
buckets = Counter(math.floor(math.log10(h.score) * 2) for h in hits)
print(sorted(buckets.items()))
print(f"{math.fsum(h.score for h in hits):.3f}", math.isclose(0.1 + 0.2, 0.3), math.comb(12, 3))

tmpl = Template("Query '$q' -> $n hits, best: ${best}")
for q, hs in zip(queries, per_query):
    best = max(hs, key=lambda h: (h.score, h.id))
    print(tmpl.substitute(q=q, n=len(hs), best=best.id))
try:
    tmpl.substitute(q="x")
except KeyError as e:
    print("missing placeholder:", e)
print(tmpl.safe_substitute(q="x"))

long = " ".join(h.summary for h in per_query[1][:4])
print(textwrap.fill(long, width=40, initial_indent="> ", subsequent_indent="  "))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", width=25, placeholder=" [...]"))
print(textwrap.dedent("""
    def f():
        return 1
""").strip())
result = {"queries": queries, "top": [h._asdict() for h in sorted(hits, key=lambda h: -h.score)[:2]]}
print(json.dumps(result, ensure_ascii=False))
