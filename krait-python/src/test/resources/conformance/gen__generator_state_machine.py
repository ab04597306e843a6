def parser():
    result = []
    while True:
        token = yield
        if token == "(":
            sub = yield from parser()
            result.append(sub)
        elif token == ")" or token is None:
            return result
        else:
            result.append(token)
def parse(tokens):
    p = parser()
    next(p)
    try:
        for t in tokens:
            p.send(t)
        p.send(None)
    except StopIteration as e:
        return e.value
print(parse(list("ab(cd(e))f")))
