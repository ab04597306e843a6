# expect: 3:12: warning: module 'pandas' is not available in Krait (ImportError when run); it provides abc, asyncio, ...
def f():
    import pandas
    return pandas
