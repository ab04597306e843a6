import difflib

state = 12345
def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % (2 ** 31)
    return state % n

words = ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "  ", "#", "x"]
def line():
    return " ".join(words[rnd(len(words))] for _ in range(rnd(6) + 1)) + "\n"

def checksum(text):
    h = 0
    for ch in text:
        h = (h * 31 + ord(ch)) % 1000003
    return h

total = 0
for case in range(25):
    a = [line() for _ in range(rnd(30))]
    b = list(a)
    for _ in range(rnd(8)):
        op = rnd(3)
        if op == 0 and b:
            del b[rnd(len(b))]
        elif op == 1:
            b.insert(rnd(len(b) + 1), line())
        elif b:
            i = rnd(len(b))
            s = list(b[i])
            s[rnd(len(s))] = "abcdefgh"[rnd(8)]
            b[i] = "".join(s)
    nd = list(difflib.ndiff(a, b))
    ud = list(difflib.unified_diff(a, b, n=rnd(4)))
    cd = list(difflib.context_diff(a, b))
    lj = list(difflib.ndiff(a, b, linejunk=difflib.IS_LINE_JUNK))
    total += len(nd) + len(ud) + len(cd)
    if case % 5 == 0:
        print("".join(nd), end="")
        print("".join(ud), end="")
    print(case, len(nd), len(ud), len(cd), len(lj), checksum("".join(nd + ud + cd + lj)))
    sa = "".join(a)
    sb = "".join(b)
    sm = difflib.SequenceMatcher(None, sa, sb)
    print(" ", round(sm.ratio(), 6), round(sm.quick_ratio(), 6), len(sm.get_opcodes()), len(sm.bpopular))
print(total)
