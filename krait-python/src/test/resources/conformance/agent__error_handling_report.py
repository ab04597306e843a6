import asyncio
import sys
from contextlib import suppress, asynccontextmanager
from dataclasses import dataclass

class ToolError(Exception):
    """Raised by a tool."""

class ValidationError(ToolError):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field

class QuotaExceeded(ToolError):
    pass

async def create_ticket(title, priority, assignee=None):
    await asyncio.sleep(0)
    if not title.strip():
        raise ValidationError("title", "must not be empty")
    if priority not in {"low", "medium", "high"}:
        raise ValidationError("priority", f"unknown value {priority!r}")
    if assignee == "nobody":
        raise LookupError(f"user {assignee!r} does not exist")
    if title.startswith("spam"):
        raise QuotaExceeded("daily ticket quota reached")
    return {"id": abs(hash(title)) % 1 or len(title), "title": title, "priority": priority}

@dataclass
class Outcome:
    title: str
    ok: bool
    detail: str

requests = [
    ("Fix login bug", "high", "ana"),
    ("   ", "low", None),
    ("Update docs", "urgent", None),
    ("Migrate DB", "medium", "nobody"),
    ("spam spam", "low", None),
    ("Refactor", "low", None),
]

async def run_all():
    outcomes = []
    for title, prio, who in requests:
        try:
            t = await create_ticket(title, prio, who)
        except ValidationError as e:
            outcomes.append(Outcome(title, False, f"invalid {e.field} ({e})"))
        except ToolError as e:
            outcomes.append(Outcome(title, False, f"{type(e).__name__}: {e}"))
        except Exception as e:
            outcomes.append(Outcome(title, False, f"unexpected {type(e).__name__}: {e}"))
        else:
            outcomes.append(Outcome(title, True, f"created #{t['id']}"))
    return outcomes

outcomes = await run_all()
width = max(len(o.title.strip() or "<blank>") for o in outcomes)
for o in outcomes:
    mark = "✔" if o.ok else "✘"
    print(f"{mark} {(o.title.strip() or '<blank>'):<{width}} | {o.detail}")
print(f"{sum(o.ok for o in outcomes)}/{len(outcomes)} succeeded")

# Exception chaining and notes, printed without tracebacks
def parse_config(text):
    try:
        return dict(line.split("=", 1) for line in text.splitlines() if line)
    except ValueError as e:
        raise ToolError("config is malformed") from e

try:
    parse_config("a=1\nbroken\nc=3")
except ToolError as e:
    print(f"{e} <- caused by {type(e.__cause__).__name__}: {e.__cause__}")
    print("suppress_context:", e.__suppress_context__)

try:
    try:
        {}["missing"]
    except KeyError:
        raise RuntimeError("lookup failed")
except RuntimeError as e:
    print("context:", repr(e.__context__), "cause:", e.__cause__)

try:
    err = ValueError("bad row 7")
    err.add_note("while importing customers.csv")
    raise err
except ValueError as e:
    print(e, e.__notes__)

try:
    1 / 0
except ZeroDivisionError as e:
    print(f"{type(e).__name__}: {e}", e.args)
with suppress(FileNotFoundError, KeyError):
    {}["x"]
print("suppressed ok")

@asynccontextmanager
async def session(name):
    print(f"open {name}")
    try:
        yield name.upper()
    except ToolError as e:
        print(f"rollback {name}: {e}")
        raise
    finally:
        print(f"close {name}")

try:
    async with session("db") as s:
        print("using", s)
        raise QuotaExceeded("too many writes")
except QuotaExceeded as e:
    print("caught after cleanup:", e)

errors = {}
for value in ["12", "x", None, "3.5", [], "0"]:
    try:
        errors[repr(value)] = 100 // int(value)
    except (TypeError, ValueError, ZeroDivisionError) as e:
        errors[repr(value)] = f"{type(e).__name__}: {e}"
for k, v in errors.items():
    print(f"{k:>6} -> {v}")
print(isinstance(asyncio.CancelledError(), Exception), issubclass(asyncio.TimeoutError, TimeoutError))
print(sys.version_info[:2] >= (3, 11))
