-- The administrators' bar groups its items in dropdowns (MENU_GROUPS in packages/shared): the
-- baseline's items get their group here, any other item stays on the bar until a group is chosen.
ALTER TABLE "menus" ADD COLUMN "nav_group" varchar(20);--> statement-breakpoint
UPDATE "menus" SET "nav_group" = CASE "path"
  WHEN '/admin' THEN 'site'
  WHEN '/sysadmin' THEN 'site'
  WHEN '/collections' THEN 'money'
  WHEN '/accounts' THEN 'money'
  WHEN '/expenses' THEN 'money'
  WHEN '/monthly-report' THEN 'money'
  WHEN '/debtors' THEN 'money'
  WHEN '/budgets' THEN 'money'
  WHEN '/notifications' THEN 'communication'
  WHEN '/admin-blocked-phones' THEN 'people'
  WHEN '/user-management' THEN 'people'
  WHEN '/blocked-phones' THEN 'people'
  WHEN '/configurations' THEN 'system'
  WHEN '/configurations/history' THEN 'system'
  WHEN '/cache-management' THEN 'system'
  WHEN '/menu-management' THEN 'system'
END;
