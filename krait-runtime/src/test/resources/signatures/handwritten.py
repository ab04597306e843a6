from typing import Any, Literal, NotRequired, TypedDict

class Day(TypedDict):
    date: str  # (format: date)
    high: float
    low: float
    summary: NotRequired[str | None]

class GetForecastResult(TypedDict):
    city: str
    days: list[Day]

async def get_forecast(*, city: str, days: int = 3, units: Literal["metric", "imperial"] | None = None, at: str | None = None) -> GetForecastResult:
    """Daily weather forecast for a city.
    Uses the nearest station.

    Args:
        city: City name, e.g. "Oslo".
        days: (>= 1, <= 16)
        units: Unit system.
        at: (format: date-time)
    """

class Issue(TypedDict):
    id: int
    title: str
    labels: NotRequired[list[str]]

async def search_issues(*, query: str, labels: list[str] | None = None, state: Literal["open", "closed"] | None = None, assignee: str | int | None = None, limit: int = 20) -> list[Issue]:
    """Search issues by text and labels.

    Args:
        query: (at least 1 character)
        labels: (at most 10 items)
    """

class Address(TypedDict):
    street: str
    city: str
    zip: NotRequired[str]  # (pattern: ^[0-9]{5}$)

class Customer(TypedDict):
    """Who the order is for."""
    name: str
    address: NotRequired[Address]

class Item(TypedDict):
    sku: str
    quantity: int  # (> 0)

async def create_order(*, customer: Customer, items: list[Item], metadata: dict[str, str] | None = None, notes: dict[str, Any] | None = None, express: bool = False) -> Any:
    """Creates an order from line items.

    Args:
        customer: Who the order is for.
        items: (at least 1 item)
    """

class Node(TypedDict):
    label: str
    children: NotRequired[list["Node"]]

async def tree(*, root: Node, other: Node | None = None, depth: int | None = None) -> Any:
    """A recursive structure through $defs."""

HttpRequestArguments = TypedDict("HttpRequestArguments", {"url": str, "content-type": NotRequired[str], "from": NotRequired[str]})

async def http_request(arguments: HttpRequestArguments, /) -> Any:
    """Argument names that are not Python identifiers.

    Pass the arguments as one dict: some of their names are not Python identifiers.

    Args:
        url: (format: uri)
    """

async def open_ended(*, kind: str | None = None, **more: float) -> Any:
    """Takes any extra keyword arguments."""

async def no_args() -> Any:
    ...

async def untyped(*args: Any, **kwargs: Any) -> Any:
    """A tool whose host gave no schema.

    Its arguments are not described: pass keyword arguments or one JSON value.
    """
