class Replace:
    def __enter__(self): return self
    def __exit__(self, et, ev, tb):
        raise RuntimeError(f"replaced {et.__name__ if et else 'nothing'}")
try:
    with Replace():
        raise ValueError("orig")
except RuntimeError as e:
    print(e, "| context:", repr(e.__context__))
try:
    with Replace():
        pass
except RuntimeError as e:
    print(e, e.__context__)
