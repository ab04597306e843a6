# A plain counting loop over a million ints with a little arithmetic in the body.

def bench():
    total = 0
    for i in range(1_000_000):
        total += i % 7
    return total
