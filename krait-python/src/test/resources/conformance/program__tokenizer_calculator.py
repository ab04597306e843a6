def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or c == ".":
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            tokens.append(("NUM", float(src[i:j]) if "." in src[i:j] else int(src[i:j])))
            i = j
        elif c in "+-*/()^%":
            tokens.append(("OP", c))
            i += 1
        else:
            raise SyntaxError(f"unexpected character {c!r} at {i}")
    return tokens
class Parser:
    def __init__(self, tokens): self.t, self.i = tokens, 0
    def peek(self): return self.t[self.i] if self.i < len(self.t) else (None, None)
    def take(self):
        tok = self.peek(); self.i += 1; return tok
    def expr(self):
        v = self.term()
        while self.peek()[1] in ("+", "-"):
            op = self.take()[1]
            r = self.term()
            v = v + r if op == "+" else v - r
        return v
    def term(self):
        v = self.factor()
        while self.peek()[1] in ("*", "/", "%"):
            op = self.take()[1]
            r = self.factor()
            v = v * r if op == "*" else v / r if op == "/" else v % r
        return v
    def factor(self):
        base = self.unary()
        if self.peek()[1] == "^":
            self.take()
            return base ** self.factor()
        return base
    def unary(self):
        if self.peek()[1] == "-":
            self.take(); return -self.unary()
        kind, val = self.take()
        if kind == "NUM": return val
        if val == "(":
            v = self.expr()
            if self.take()[1] != ")": raise SyntaxError("expected )")
            return v
        raise SyntaxError(f"unexpected token {val!r}")
def calc(s):
    try:
        return Parser(tokenize(s)).expr()
    except (SyntaxError, ZeroDivisionError) as e:
        return f"{type(e).__name__}: {e}"
for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 % 4", "7 / 2", "1.5 * 4", "1 / 0", "2 * (3", "3 $ 4", "-(2 + 3) * -2"]:
    print(f"{e:>14} = {calc(e)}")
print(tokenize("12+3.5"))
