/** A comment as the tab page, 'Comentariile mele', the home widget and the admin list show it. */
export interface CommentView {
  readonly id: string;
  readonly body: string;
  readonly createdAt: string;
  /** null once the author's account is gone. */
  readonly author: { readonly id: string; readonly name: string; readonly slug: string } | null;
  readonly tab: {
    readonly id: string;
    readonly title: string;
    readonly slug: string;
    readonly artist: { readonly name: string; readonly slug: string };
  };
}

export interface CommentList {
  readonly comments: CommentView[];
  readonly total: number;
}

export interface AddCommentPayload {
  readonly tabId: string;
  readonly body: string;
}
