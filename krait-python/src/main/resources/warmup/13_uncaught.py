# Warm-up corpus: a cell that fails. The uncaught exception travels through nested calls and a
# chained cause, so the traceback with its caret lines is rendered for the host.
def parse_row(row):
    fields = row.split(",")
    return {"id": int(fields[0]), "amount": float(fields[1])}


def load_rows(rows):
    out = []
    for r in rows:
        try:
            out.append(parse_row(r))
        except (ValueError, IndexError) as e:
            raise RuntimeError(f"bad row {r!r}") from e
    return out


totals = load_rows(["1,2.5", "2,3.0"])
print(sum(t["amount"] for t in totals))
result = load_rows(["3,4.0", "4"])["missing"]
