eg = ValueError("leaf")
for i in range(12):
    eg = ExceptionGroup(f"d{i}", [eg])
raise ExceptionGroup("wide", [ValueError(i) for i in range(17)] + [eg])
