import inspect, functools, asyncio
async def search(query: str, page: int = 1, *, limit: int = 10) -> dict:
    """Search the index.

    Returns a dict.
    """
    return {}
def plain(a, b=2, *args, c, d=4, **kw): pass
def posonly(a, /, b, *, c): pass
class Tool:
    """A tool."""
    def __init__(self, name, retries=3): self.name = name
    def run(self, x, y=None): return x
    async def arun(self): pass
    def __call__(self, payload): pass
for f in [search, plain, posonly, Tool, Tool("t").run, Tool("t"), functools.partial(plain, 1, c=3), Tool.run]:
    sig = inspect.signature(f)
    print(sig, list(sig.parameters), repr(sig))
sig = inspect.signature(search)
for name, p in sig.parameters.items():
    print(name, p.kind, p.kind.description, p.default is inspect.Parameter.empty, p.annotation, repr(p))
print(sig.return_annotation, sig.bind("q", limit=5).arguments)
b = sig.bind_partial("q"); b.apply_defaults(); print(b, b.args, b.kwargs)
try: sig.bind()
except TypeError as e: print(e)
try: sig.bind("q", nope=1)
except TypeError as e: print(e)
print(inspect.iscoroutinefunction(search), inspect.iscoroutinefunction(plain), inspect.iscoroutinefunction(Tool("x").arun), inspect.iscoroutinefunction(functools.partial(search, "q")))
c = search("x"); print(inspect.iscoroutine(c), inspect.isawaitable(c)); c.close()
def gen(): yield 1
print(inspect.isgeneratorfunction(gen), inspect.isgenerator(gen()), inspect.isfunction(gen), inspect.isclass(Tool), inspect.ismethod(Tool("t").run), inspect.isbuiltin(len), inspect.isroutine(len))
print(inspect.getdoc(search)); print(inspect.getdoc(Tool)); print(inspect.cleandoc("  a\n    b\n  c\n"))
print([n for n, _ in inspect.getmembers(Tool("x"), inspect.ismethod)])
@functools.wraps(search)
async def wrapper(*a, **k): return await search(*a, **k)
print(inspect.signature(wrapper), inspect.unwrap(wrapper) is search)
