try:
    {}["gone"]
except KeyError:
    print("handled, re-raising")
    raise
