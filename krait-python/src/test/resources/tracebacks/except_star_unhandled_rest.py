def work():
    raise ExceptionGroup("many", [ValueError(1), TypeError(2)])
def handle():
    try:
        work()
    except* ValueError:
        pass
handle()
