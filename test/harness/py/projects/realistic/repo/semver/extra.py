from semver import Version

LATEST = Version(9, 9, 9)
