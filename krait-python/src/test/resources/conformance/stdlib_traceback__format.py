import traceback, sys, io

def parse(rec):
    return int(rec["n"]) * 2

def run(records):
    out = []
    for r in records:
        try:
            out.append(parse(r))
        except (KeyError, ValueError):
            text = traceback.format_exc()
            print("FAILED:", text.strip().splitlines()[-1])
            print(text)
    return out

print(run([{"n": "1"}, {"n": "x"}, {}]))
try:
    try:
        {}["a"]
    except KeyError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    print("".join(traceback.format_exception(e)))
    print(traceback.format_exception_only(type(e), e))
    print(traceback.format_exception_only(e))
    print("".join(traceback.format_exception(e, chain=False)))
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    print(buf.getvalue().splitlines()[0], len(buf.getvalue()) > 0)
    traceback.print_exception(e, file=sys.stdout, chain=False)
print(repr(traceback.format_exc()))
e = ValueError("never raised")
e.add_note("a note")
print(traceback.format_exception(e))
print(traceback.format_tb(None), traceback.extract_tb(None))
