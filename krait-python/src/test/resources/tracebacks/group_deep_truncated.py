eg = ValueError("leaf")
for i in range(12):
    eg = ExceptionGroup(f"d{i}", [eg, KeyError(i)])
raise eg
