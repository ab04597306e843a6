def f(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["take", item] if item != "nothing":
            return f"taking {item}"
        case ["take", _]:
            return "take what?"
        case ["quit" | "exit"]:
            return "bye"
        case [("say" | "shout") as verb, *words]:
            return f"{verb}: {' '.join(words)}"
        case _:
            return "unknown command"
for c in ["go north", "go up", "take lamp", "take nothing", "quit", "exit", "shout hi there", ""]:
    print(repr(c), f(c))
