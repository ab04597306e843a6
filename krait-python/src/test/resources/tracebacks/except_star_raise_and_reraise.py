def work():
    raise ExceptionGroup("many", [ValueError(1), TypeError(2), KeyError(3)])
def handle():
    try:
        work()
    except* ValueError:
        raise RuntimeError("handler failed")
    except* TypeError:
        raise
handle()
