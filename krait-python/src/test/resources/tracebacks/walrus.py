if (n := len(None)) > 1:
    pass
