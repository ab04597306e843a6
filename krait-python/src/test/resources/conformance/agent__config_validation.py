import copy
import json
import re
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any

DEFAULTS = {
    "service": {"name": "api", "port": 8080, "replicas": 2, "env": {"LOG_LEVEL": "info"}},
    "limits": {"cpu": "500m", "memory": "512Mi"},
    "features": ["metrics"],
}
OVERRIDES = [
    {"service": {"port": "9090", "env": {"LOG_LEVEL": "debug", "REGION": "eu-west-1"}}, "features": ["tracing"]},
    {"service": {"replicas": 0}, "limits": {"memory": "2Gi"}},
    {"service": {"name": "Bad Name!"}, "limits": {"cpu": "two"}},
]

def deep_merge(base: dict, extra: dict) -> dict:
    out = copy.deepcopy(base)
    for k, v in extra.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        elif isinstance(v, list) and isinstance(out.get(k), list):
            out[k] = out[k] + [x for x in v if x not in out[k]]
        else:
            out[k] = v
    return out

class Severity(Enum):
    WARNING = 1
    ERROR = 2

@dataclass(frozen=True)
class Issue:
    path: str
    message: str
    severity: Severity = Severity.ERROR

UNITS = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30}

def parse_memory(v: str) -> int:
    m = re.fullmatch(r"(\d+)(Ki|Mi|Gi)", v)
    if not m:
        raise ValueError(f"invalid memory quantity {v!r}")
    return int(m.group(1)) * UNITS[m.group(2)]

def parse_cpu(v: str) -> float:
    if m := re.fullmatch(r"(\d+)m", v):
        return int(m.group(1)) / 1000
    return float(v)

def validate(cfg: dict) -> list:
    issues = []
    svc = cfg["service"]
    if not re.fullmatch(r"[a-z][a-z0-9-]{1,30}", svc["name"]):
        issues.append(Issue("service.name", f"must be a DNS label, got {svc['name']!r}"))
    port = svc["port"]
    if isinstance(port, str):
        issues.append(Issue("service.port", f"should be int, got str {port!r}", Severity.WARNING))
        port = int(port)
    if not 1 <= port <= 65535:
        issues.append(Issue("service.port", f"out of range: {port}"))
    if svc["replicas"] < 1:
        issues.append(Issue("service.replicas", "must be >= 1", Severity.WARNING))
    for key, parser in (("cpu", parse_cpu), ("memory", parse_memory)):
        try:
            parser(cfg["limits"][key])
        except ValueError as e:
            issues.append(Issue(f"limits.{key}", str(e)))
    return issues

merged = DEFAULTS
for i, ov in enumerate(OVERRIDES, 1):
    merged = deep_merge(merged, ov)
    issues = validate(merged)
    errors = [x for x in issues if x.severity is Severity.ERROR]
    print(f"after override {i}: {len(issues)} issue(s), {len(errors)} error(s)")
    for x in sorted(issues, key=lambda x: (-x.severity.value, x.path)):
        print(f"  [{x.severity.name:<7}] {x.path:<17} {x.message}")

print(json.dumps(merged, indent=2, sort_keys=True))
print(DEFAULTS["service"]["env"], DEFAULTS["features"])
print(parse_memory("512Mi") // 2**20, parse_memory("2Gi") / parse_memory("512Mi"), parse_cpu("250m"), parse_cpu("1.5"))

@dataclass
class Settings:
    name: str
    port: int = 8080
    debug: bool = False
    tags: list = field(default_factory=list)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Settings":
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(d) - known)
        if unknown:
            raise TypeError(f"unknown settings: {', '.join(unknown)}")
        conv = {}
        for f in fields(cls):
            if f.name in d:
                v = d[f.name]
                if f.type is bool and isinstance(v, str):
                    v = v.lower() in {"1", "true", "yes", "on"}
                elif f.type is int:
                    v = int(v)
                conv[f.name] = v
        return cls(**conv)

for raw in [{"name": "svc", "port": "81", "debug": "Yes"}, {"name": "x", "colour": "red", "size": 1}, {"port": 1}]:
    try:
        print(Settings.from_dict(raw))
    except TypeError as e:
        print("TypeError:", e)
