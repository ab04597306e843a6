raise ValueError("")
