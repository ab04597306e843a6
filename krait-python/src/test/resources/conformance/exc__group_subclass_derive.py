# Subclasses of ExceptionGroup: derive() decides the type of split()/subgroup() parts and of
# what except* hands to a clause; __new__/__init__ overrides with extra fields; the nesting rule.
class Plain(ExceptionGroup):
    pass

p = Plain("plain", [ValueError(1), TypeError(2)])
m, r = p.split(ValueError)
print(type(p).__name__, type(m).__name__, type(r).__name__)
print(repr(p), str(p))
print(type(p.derive([KeyError()])).__name__)

class Tagged(ExceptionGroup):
    def __new__(cls, message, excs, tag=None):
        self = super().__new__(cls, message, excs)
        self.tag = tag
        return self

    def __init__(self, message, excs, tag=None):
        super().__init__(message, excs)

    def derive(self, excs):
        return Tagged(self.message, excs, tag=self.tag)

t = Tagged("tagged", [ValueError("a"), KeyError("b"), ValueError("c")], tag="job-7")
print(t.tag, t.args, repr(t))
m, r = t.split(ValueError)
print(type(m).__name__, m.tag, [str(e) for e in m.exceptions], type(r).__name__, r.tag)
print(type(t.subgroup(KeyError)).__name__, t.subgroup(KeyError).tag)

try:
    raise t
except* ValueError as eg:
    print("except* got", type(eg).__name__, eg.tag, eg)
except* KeyError as eg:
    print("except* got", type(eg).__name__, eg.tag, eg)

# the rest that is re-raised keeps the subclass too
try:
    try:
        raise Tagged("partial", [ValueError(1), OSError(2)], tag="t2")
    except* ValueError:
        print("handled values")
except Tagged as e:
    print("rest", type(e).__name__, e.tag, repr(e.exceptions))

# derive that returns something else
class Broken(ExceptionGroup):
    def derive(self, excs):
        return "not a group"

try:
    Broken("b", [ValueError(), TypeError()]).split(ValueError)
except TypeError as e:
    print("TypeError", e)

class Counting(ExceptionGroup):
    calls = 0
    def derive(self, excs):
        Counting.calls += 1
        return Counting(self.message, excs)

c = Counting("c", [ValueError(1), ExceptionGroup("in", [ValueError(2), TypeError(3)])])
m, r = c.split(ValueError)
print(Counting.calls, type(m).__name__, type(m.exceptions[1]).__name__, repr(r))

# nesting rules for subclasses
class MyBase(BaseExceptionGroup):
    pass

print(type(MyBase("x", [ValueError()])).__name__)
print(type(MyBase("x", [KeyboardInterrupt()])).__name__)
for cls in (Plain, Tagged):
    try:
        cls("bad", [SystemExit()])
    except TypeError as e:
        print("TypeError", e)

class Mixed(BaseExceptionGroup, Exception):
    pass
try:
    Mixed("m", [KeyboardInterrupt()])
except TypeError as e:
    print("TypeError", e)
print(type(Mixed("m", [ValueError()])).__name__)

# custom __str__ in a subclass
class Summary(ExceptionGroup):
    def __str__(self):
        kinds = sorted({type(e).__name__ for e in self.exceptions})
        return f"{self.message}: {', '.join(kinds)}"
s = Summary("failures", [ValueError(), KeyError(), ValueError()])
print(str(s), repr(s))
try:
    raise s
except ExceptionGroup as e:
    print("caught", e)

# derive keeps cause/context/notes of the original in the parts
class Job(ExceptionGroup):
    def derive(self, excs):
        return Job(self.message, excs)
j = Job("job", [ValueError(1), TypeError(2)])
j.add_note("attempt 3")
j.__cause__ = ConnectionError("net")
m, r = j.split(TypeError)
print(type(m).__name__, m.__notes__, repr(m.__cause__), r.__notes__, repr(r.__cause__))
