# expect: 6:8: warning: module 'toml' is not available in Krait (ImportError when run); it provides abc, asyncio, base64, binascii, bisect, builtins, calendar, cmath, collections, contextlib, copy, csv, dataclasses, datetime, decimal, difflib, enum, fnmatch, fractions, functools, hashlib, heapq, hmac, html, html.parser, inspect, io, itertools, json, math, numbers, operator, pprint, random, re, secrets, statistics, string, sys, textwrap, time, traceback, types, typing, unicodedata, urllib, uuid, warnings, zoneinfo
try:
    import yaml
except ImportError:
    yaml = None
import toml
