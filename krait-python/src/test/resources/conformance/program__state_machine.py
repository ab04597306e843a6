TRANSITIONS = {
    ("idle", "start"): "running",
    ("running", "pause"): "paused",
    ("paused", "resume"): "running",
    ("running", "stop"): "stopped",
    ("paused", "stop"): "stopped",
}
class Machine:
    def __init__(self):
        self.state = "idle"
        self.log = []
    def fire(self, event):
        key = (self.state, event)
        if key not in TRANSITIONS:
            raise ValueError(f"invalid event {event!r} in state {self.state!r}")
        old, self.state = self.state, TRANSITIONS[key]
        self.log.append(f"{old}->{self.state}")
        return self
m = Machine()
for ev in ["start", "pause", "resume", "jump", "stop", "start"]:
    try:
        m.fire(ev)
    except ValueError as e:
        print("error:", e)
print(m.state, m.log)
def traffic():
    states = ["green", "yellow", "red"]
    durations = {"green": 3, "yellow": 1, "red": 2}
    i = 0
    while True:
        s = states[i % 3]
        for _ in range(durations[s]):
            yield s
        i += 1
import itertools
print(list(itertools.islice(traffic(), 8)))
def parse_number(s):
    state, digits = "start", []
    for ch in s:
        match state, ch:
            case "start", "-" | "+":
                state = "sign"; digits.append(ch)
            case ("start" | "sign" | "int"), c if c.isdigit():
                state = "int"; digits.append(c)
            case "int", ".":
                state = "frac"; digits.append(ch)
            case "frac", c if c.isdigit():
                digits.append(c)
            case _:
                return None
    return "".join(digits) if state in ("int", "frac") else None
print([parse_number(s) for s in ["12", "-3.5", "+", "1.2.3", "abc", "007", "4."]])
