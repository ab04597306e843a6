import difflib

commands = ["list_users", "get_user", "delete_user", "create_user", "update_user", "list_orders",
            "get_order", "search", "status", "help", "export_csv", "import_csv", "user_info"]
for typo in ["lst_users", "get_usr", "delte_user", "serch", "stauts", "hlep", "export", "orders", "xyz", "user"]:
    print(typo, "->", difflib.get_close_matches(typo, commands))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(difflib.get_close_matches("wheel", ["while", "wheel", "whale", "wheels", "heel"], n=2))
print(difflib.get_close_matches("user", commands, n=5, cutoff=0.3))
print(difflib.get_close_matches("abc", ["abd", "abe", "abf", "abg"], n=10))
print(difflib.get_close_matches("x", []))
for bad in [dict(n=0), dict(cutoff=1.5), dict(cutoff=-0.1)]:
    try:
        difflib.get_close_matches("a", ["a"], **bad)
    except ValueError as e:
        print("ValueError:", e)

s = difflib.SequenceMatcher(None, "abcd", "bcde")
print(s.ratio(), s.quick_ratio(), s.real_quick_ratio())
print(s.find_longest_match(0, 4, 0, 4))
print(s.find_longest_match())
print(s.get_matching_blocks())
print(s.get_opcodes())
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3))
for tag, i1, i2, j1, j2 in s.get_opcodes():
    print("%7s a[%d:%d] (%s) b[%d:%d] (%s)" % (tag, i1, i2, s.a[i1:i2], j1, j2, s.b[j1:j2]))
print(s.bjunk)
s.set_seqs("qabxcd", "abycdf")
print(s.get_opcodes())
s.set_seq1("abycdf")
print(s.ratio())
s2 = difflib.SequenceMatcher(a=[1, 2, 3, 4], b=[1, 2.0, 5, 4])
print(s2.get_opcodes(), s2.ratio())
print(difflib.SequenceMatcher(None, "", "").ratio())
print(difflib.SequenceMatcher(None, " abcd", "abcd abcd").find_longest_match(0, 5, 0, 9))
print(difflib.SequenceMatcher(" ".__eq__, " abcd", "abcd abcd").find_longest_match(0, 5, 0, 9))

# autojunk heuristic
a = "x" * 100 + "hello world" + "y" * 100
b = "x" * 150 + "hello there world" + "y" * 120
s3 = difflib.SequenceMatcher(None, a, b)
print(sorted(s3.bpopular), round(s3.ratio(), 4), len(s3.get_opcodes()))
s4 = difflib.SequenceMatcher(None, a, b, autojunk=False)
print(sorted(s4.bpopular), round(s4.ratio(), 4), s4.get_opcodes()[:3])
words_a = ("the quick brown fox jumps over the lazy dog " * 30).split()
words_b = ("the quick red fox jumped over the lazy cat " * 30).split()
s5 = difflib.SequenceMatcher(None, words_a, words_b)
print(round(s5.ratio(), 4), len(s5.get_matching_blocks()), sorted(s5.bpopular))
sm = difflib.SequenceMatcher(None, "abcdefghijklmnop" * 3, "abcdXfghijklmnYp" * 3)
for g in sm.get_grouped_opcodes(1):
    print(g)
print(sm.get_opcodes()[0], sm.get_opcodes()[-1])
print(list(difflib.SequenceMatcher(None, "same", "same").get_grouped_opcodes()))
print(list(difflib.SequenceMatcher(None, "", "").get_grouped_opcodes()))
print(difflib.IS_CHARACTER_JUNK(" "), difflib.IS_CHARACTER_JUNK("x"), difflib.IS_CHARACTER_JUNK("\n"))
print(difflib.IS_LINE_JUNK("\n"), difflib.IS_LINE_JUNK("  #   \n"), difflib.IS_LINE_JUNK("hello\n"), difflib.IS_LINE_JUNK("# x"))
