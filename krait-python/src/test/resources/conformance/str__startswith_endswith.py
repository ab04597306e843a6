s = "report_2024.csv"
print(s.startswith("report"), s.endswith(".csv"), s.endswith((".txt", ".csv")))
print(s.startswith(("x", "y")), s.startswith("2024", 7), s.endswith("report", 0, 6))
print("".startswith(""), "abc".startswith(""), "abc".endswith("abc"))
try:
    s.startswith(["report"])
except TypeError as e:
    print(type(e).__name__, e)
