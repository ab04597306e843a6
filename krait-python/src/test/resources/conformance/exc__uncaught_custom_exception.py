class QuotaExceeded(Exception):
    pass
def spend(n):
    if n > 10:
        raise QuotaExceeded(f"requested {n}, limit is 10")
    return n
print(spend(3))
spend(11)
