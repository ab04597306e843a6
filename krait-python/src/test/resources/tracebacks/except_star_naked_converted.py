def handle():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise TypeError("from star")
handle()
