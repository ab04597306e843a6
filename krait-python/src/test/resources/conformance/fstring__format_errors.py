for thunk in [lambda: f"{'abc':d}", lambda: f"{3.5:d}", lambda: f"{42:s}", lambda: f"{'x':,}", lambda: f"{1:.2x}",
              lambda: f"{[1]:>5}", lambda: format(1, "zz")]:
    try:
        print(thunk())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
