def parse(row):
    try:
        return int(row)
    except ValueError as e:
        e.add_note(f"while parsing {row!r}")
        raise
parse("x")
