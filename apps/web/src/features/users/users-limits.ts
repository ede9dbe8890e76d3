/** Users per page of the back office's users table (its first page is sent by the home page's boot script). */
export const USERS_PAGE_SIZE = 20;
