# Serialising 20k records to JSON text and parsing the text back.
import json

RECORDS = [{"id": i, "name": "user-%d" % i, "score": i * 0.5, "tags": ["a", "b", str(i % 10)],
            "active": i % 2 == 0, "parent": None}
           for i in range(5_000)]


def bench():
    text = json.dumps(RECORDS)
    back = json.loads(text)
    return len(text), back[-1]["name"], len(back)
