print(format(1234.5, ",.1f"), format("s", ">3"), format(10, "b"))
print(str(print)[:20], str(len))
print(str(int), str(ValueError))
print(format(True), format(False, "^7") + "|")
