try:
    print("in try")
finally:
    print("in finally")
    raise OSError("cleanup failed")
