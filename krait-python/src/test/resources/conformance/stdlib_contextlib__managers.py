from contextlib import contextmanager, suppress, closing, nullcontext, ExitStack
import warnings, types
@contextmanager
def tag(name):
    print("<%s>" % name)
    try:
        yield name.upper()
    finally:
        print("</%s>" % name)
with tag("b") as t:
    print("inside", t)
try:
    with tag("x"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)
@contextmanager
def swallow():
    try:
        yield
    except KeyError:
        print("swallowed")
with swallow():
    {}["k"]
with suppress(KeyError, IndexError):
    [][1]
print("after suppress")
class R:
    def close(self): print("closed R")
with closing(R()) as r: print(type(r).__name__)
with nullcontext(5) as v: print(v)
with ExitStack() as st:
    st.callback(print, "cb1")
    a = st.enter_context(tag("s"))
    print("body", a)
warnings.simplefilter("ignore")
warnings.warn("careful")
warnings.warn("dep", DeprecationWarning)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now error", UserWarning)
    except UserWarning as e:
        print("raised", e)
warnings.warn("quiet again")
ns = types.SimpleNamespace(a=1, b=2)
print(ns, ns.a, isinstance(lambda: 0, types.FunctionType), type(None) is types.NoneType)
def g(): yield 1
print(isinstance(g(), types.GeneratorType), types.MappingProxyType({'a': 1})['a'])
