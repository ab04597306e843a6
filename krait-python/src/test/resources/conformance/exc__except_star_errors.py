# The mistakes made with except*: catching ExceptionGroup itself, non-exception types, and the
# statements CPython refuses at compile time (mixing except/except*, break/continue/return).
def attempt(label, fn):
    try:
        fn()
        print(label, "-> ok")
    except BaseException as e:
        print(label, "->", type(e).__name__ + ":", e)

def catch_star(t, exc=None):
    def run():
        try:
            raise exc if exc is not None else ExceptionGroup("g", [ValueError(1)])
        except* t:
            pass
    return run

attempt("ExceptionGroup", catch_star(ExceptionGroup))
attempt("BaseExceptionGroup", catch_star(BaseExceptionGroup))
attempt("subclass of ExceptionGroup", catch_star(type("MyGroup", (ExceptionGroup,), {})))
attempt("tuple with group", catch_star((ValueError, ExceptionGroup)))
attempt("int", catch_star(int))
attempt("instance", catch_star(ValueError("x")))
attempt("string", catch_star("ValueError"))
attempt("tuple with int", catch_star((ValueError, int)))
attempt("nested tuple", catch_star((ValueError, (TypeError,))))
attempt("naked with group type", catch_star(ExceptionGroup, KeyError("k")))
attempt("Exception catches group members", catch_star(Exception))
attempt("BaseException", catch_star(BaseException))

# plain except still catches groups, and except* with a type the group does not hold passes it on
attempt("plain except", lambda: (_ for _ in ()).throw(ExceptionGroup("g", [ValueError(1)])))

# the check happens even when an earlier clause handled everything
def later_clause_checked():
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        print("  first clause ran")
    except* ExceptionGroup:
        pass
attempt("later clause", later_clause_checked)

# compile-time errors, seen through exec
sources = {
    "mixed": "try:\n    pass\nexcept ValueError:\n    pass\nexcept* TypeError:\n    pass\n",
    "mixed reversed": "try:\n    pass\nexcept* ValueError:\n    pass\nexcept TypeError:\n    pass\n",
    "bare except*": "try:\n    pass\nexcept*:\n    pass\n",
    "break": "for i in range(3):\n    try:\n        pass\n    except* ValueError:\n        break\n",
    "continue": "for i in range(3):\n    try:\n        pass\n    except* ValueError:\n        continue\n",
    "return": "def f():\n    try:\n        pass\n    except* ValueError:\n        return 1\n",
    "break outside loop": "try:\n    pass\nexcept* ValueError:\n    break\n",
    "unparenthesized": "try:\n    pass\nexcept* ValueError, TypeError:\n    pass\n",
    "loop inside clause ok": "try:\n    raise ValueError(1)\nexcept* ValueError:\n    for i in range(2):\n        if i:\n            break\n        continue\n    print('  loop in clause ran')\n",
    "def inside clause ok": "try:\n    raise ValueError(1)\nexcept* ValueError:\n    def f():\n        return 2\n    print('  f() =', f())\n",
}
for label, src in sources.items():
    try:
        exec(src, {})
        print(label, "-> compiled and ran")
    except SyntaxError as e:
        print(label, "-> SyntaxError:", e.msg, "line", e.lineno)
