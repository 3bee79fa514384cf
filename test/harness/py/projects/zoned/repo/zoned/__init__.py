"""Production code over zoned datetimes: it runs in the subject process under `process`."""
from datetime import timezone


def to_utc(moment):
    return moment.astimezone(timezone.utc)


def in_zone(moment, zone):
    return moment.astimezone(zone)


def zone_key(zone):
    return zone.key
