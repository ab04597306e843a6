def classify(exc):
    try:
        raise exc
    except (TypeError, ValueError) as e:
        return "type-or-value: " + type(e).__name__
    except LookupError as e:
        return "lookup: " + type(e).__name__
    except Exception as e:
        return "other: " + type(e).__name__
for exc in [TypeError(), UnicodeDecodeError("utf-8", b"", 0, 1, "r"), KeyError(), IndexError(), ZeroDivisionError(), StopIteration()]:
    print(classify(exc))
