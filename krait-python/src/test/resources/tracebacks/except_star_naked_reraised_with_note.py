def handle():
    try:
        raise ValueError("naked")
    except* ValueError as e:
        e.add_note("star note")
        raise
handle()
