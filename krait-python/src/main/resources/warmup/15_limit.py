# Warm-up corpus: a cell that hits a limit at once (the size check before a huge allocation), so
# the LimitExceeded path runs.
rows = [str(i) for i in range(100)]
blob = "x" * (10 ** 12)
