// What the fake remembers: one repository's pull requests, comments (with every
// earlier body), check runs (with annotations accumulated across updates),
// teams, and the tokens/apps that may call it. Tests seed and inspect it directly.

export interface FakeApp {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

/** Who a token acts as. GITHUB_TOKEN is the github-actions app's bot. */
export interface Actor {
  readonly login: string;
  readonly app: FakeApp;
}

export const GITHUB_ACTIONS: FakeApp = { id: 15368, slug: "github-actions", name: "GitHub Actions" };
export const ACTIONS_TOKEN = "ghs_fake_github_actions_token";

export interface StoredAnnotation {
  readonly path: string;
  readonly start_line: number;
  readonly end_line: number;
  readonly annotation_level: string;
  readonly message: string;
  readonly title?: string;
}

export interface StoredCheckRun {
  readonly id: number;
  name: string;
  readonly headSha: string;
  status: string;
  conclusion: string | null;
  readonly app: FakeApp;
  output: { title: string | null; summary: string | null; text: string | null };
  readonly annotations: StoredAnnotation[];
  /** Bodies of the create and every update, in order. */
  readonly writes: unknown[];
  externalId: string | null;
  detailsUrl: string | null;
  completedAt: string | null;
}

export interface StoredComment {
  readonly id: number;
  readonly issueNumber: number;
  body: string;
  readonly user: { readonly login: string; readonly type: "User" | "Bot" };
  /** Earlier bodies, oldest first: `history.length` is the number of edits. */
  readonly history: string[];
  readonly minimizedReason: string | null;
  readonly createdAt: string;
  updatedAt: string;
}

export interface PullFileSeed {
  readonly filename: string;
  readonly status?: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  readonly previous_filename?: string;
}

export interface ReviewSeed {
  readonly user: string;
  readonly state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "DISMISSED" | "PENDING";
  readonly commitId: string;
  readonly userType?: "User" | "Bot";
}

export interface PullSeed {
  readonly number: number;
  readonly headSha: string;
  readonly baseSha?: string;
  readonly headRef?: string;
  readonly baseRef?: string;
  readonly author?: string;
  /** "owner/name" of the head repository; set it to another owner for a fork PR. */
  readonly headRepo?: string;
  readonly state?: "open" | "closed";
  readonly draft?: boolean;
  readonly files?: readonly PullFileSeed[];
  readonly reviews?: readonly ReviewSeed[];
}

export interface CommentSeed {
  readonly issueNumber: number;
  readonly body: string;
  readonly author: string;
  readonly authorType?: "User" | "Bot";
  /** GitHub's minimisation reason ("outdated", "resolved", ...), or omit for a visible comment. */
  readonly minimizedReason?: string;
}

export interface CheckRunSeed {
  readonly name: string;
  readonly headSha: string;
  readonly app: FakeApp;
  readonly status?: string;
  readonly conclusion?: string | null;
}

export class FakeState {
  readonly owner: string;
  readonly repo: string;
  readonly pulls = new Map<number, PullSeed>();
  readonly comments = new Map<number, StoredComment>();
  readonly checkRuns = new Map<number, StoredCheckRun>();
  /** "org/team" -> login -> membership state. */
  readonly teams = new Map<string, Map<string, "active" | "pending">>();
  readonly tokens = new Map<string, Actor>([[ACTIONS_TOKEN, { login: "github-actions[bot]", app: GITHUB_ACTIONS }]]);
  /** GitHub Apps that may authenticate with a JWT: app id -> app, public key, installation id. */
  readonly apps = new Map<number, { app: FakeApp; publicKeyPem: string; installationId: number }>();
  private nextId = 1000;

  constructor(owner: string, repo: string) {
    this.owner = owner;
    this.repo = repo;
  }

  newId(): number {
    return ++this.nextId;
  }

  addPull(seed: PullSeed): void {
    this.pulls.set(seed.number, seed);
  }

  addComment(seed: CommentSeed): StoredComment {
    const now = new Date().toISOString();
    const comment: StoredComment = {
      id: this.newId(),
      issueNumber: seed.issueNumber,
      body: seed.body,
      user: { login: seed.author, type: seed.authorType ?? (seed.author.endsWith("[bot]") ? "Bot" : "User") },
      history: [],
      minimizedReason: seed.minimizedReason ?? null,
      createdAt: now,
      updatedAt: now,
    };
    this.comments.set(comment.id, comment);
    return comment;
  }

  addCheckRun(seed: CheckRunSeed): StoredCheckRun {
    const run: StoredCheckRun = {
      id: this.newId(),
      name: seed.name,
      headSha: seed.headSha,
      status: seed.status ?? "completed",
      conclusion: seed.conclusion === undefined ? "success" : seed.conclusion,
      app: seed.app,
      output: { title: null, summary: null, text: null },
      annotations: [],
      writes: [],
      externalId: null,
      detailsUrl: null,
      completedAt: null,
    };
    this.checkRuns.set(run.id, run);
    return run;
  }

  addTeamMember(org: string, team: string, login: string, state: "active" | "pending" = "active"): void {
    const key = `${org}/${team}`.toLowerCase();
    const members = this.teams.get(key) ?? new Map<string, "active" | "pending">();
    members.set(login.toLowerCase(), state);
    this.teams.set(key, members);
  }

  addToken(token: string, actor: Actor): void {
    this.tokens.set(token, actor);
  }

  addApp(app: FakeApp, publicKeyPem: string, installationId: number): void {
    this.apps.set(app.id, { app, publicKeyPem, installationId });
  }

  commentsOn(issueNumber: number): StoredComment[] {
    return [...this.comments.values()].filter((c) => c.issueNumber === issueNumber).sort((a, b) => a.id - b.id);
  }

  checkRunsOn(sha: string): StoredCheckRun[] {
    return [...this.checkRuns.values()].filter((r) => r.headSha === sha).sort((a, b) => a.id - b.id);
  }
}
