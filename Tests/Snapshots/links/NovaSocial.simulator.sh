# The links of NovaSocial (Specs/NovaSocial.routes.json) to try on the booted simulator: 46 links (the spec's examples),
# opened by 25 commands.
# Each comment says the route and values the app must reach (`routegen match` explains a link).
# To open a link from a cold start (where a route's stack matters), run first: xcrun simctl terminate booted com.nova.social
# A universal link is opened by its route's custom-scheme URL with the same values where it has one (the
# https link is in the comment): with an https link, `simctl openurl` opens Safari on a simulator that
# has not fetched the domain's apple-app-site-association file for the installed build.

# feed
#   for https://nova.social/
#   for https://nova.social/feed
xcrun simctl openurl booted 'novasocial://feed'

# userProfile(userId: "123")
#   for https://nova.social/user/123
#   for https://nova.social/u/123
#   stack: feed > userProfile(userId: "123")
xcrun simctl openurl booted 'novasocial://user/123'

# userProfile(userId: "johndoe")
#   for https://nova.social/@johndoe
#   stack: feed > userProfile(userId: "johndoe")
xcrun simctl openurl booted 'novasocial://user/johndoe'

# currentUserProfile
#   for https://nova.social/profile
xcrun simctl openurl booted 'novasocial://user'

# followers(userId: "123")
#   for https://nova.social/user/123/followers
#   stack: feed > userProfile(userId: "123") > followers(userId: "123")
xcrun simctl openurl booted 'novasocial://user/123/followers'

# following(userId: "123")
#   for https://nova.social/user/123/following
#   stack: feed > userProfile(userId: "123") > following(userId: "123")
xcrun simctl openurl booted 'novasocial://user/123/following'

# post(postId: "456")
#   for https://nova.social/post/456
#   for https://nova.social/p/456
#   stack: feed > post(postId: "456")
xcrun simctl openurl booted 'novasocial://post/456'

# post(postId: "123")
#   stack: feed > post(postId: "123")
xcrun simctl openurl booted 'novasocial://post/123'

# explore
#   for https://nova.social/explore
xcrun simctl openurl booted 'novasocial://explore'

# notifications
#   for https://nova.social/notifications
xcrun simctl openurl booted 'novasocial://notifications'

# search(q: "swift")
#   for https://nova.social/search?q=swift
xcrun simctl openurl booted 'novasocial://search?q=swift'

# search(q: "test")
#   for https://nova.social/search?q=test
xcrun simctl openurl booted 'novasocial://search?q=test'

# search
xcrun simctl openurl booted 'novasocial://search'

# hashtag(tag: "ios")
#   for https://nova.social/hashtag/ios
#   for https://nova.social/tag/ios
xcrun simctl openurl booted 'novasocial://search?q=%23ios'

# verifyEmail(token: "abc123xyz")
#   for https://nova.social/verify?token=abc123xyz
xcrun simctl openurl booted 'novasocial://auth/verify?token=abc123xyz'

# verifyEmail(token: "abc123")
xcrun simctl openurl booted 'novasocial://auth/verify?token=abc123'

# verifyEmail(token: "abc")
xcrun simctl openurl booted 'novasocial://auth/verify?token=abc'

# resetPassword(token: "xyz789abc")
#   for https://nova.social/reset-password?token=xyz789abc
xcrun simctl openurl booted 'novasocial://auth/reset-password?token=xyz789abc'

# oauthCallback(provider: "google", code: "authcode123")
xcrun simctl openurl booted 'novasocial://auth/oauth/google?code=authcode123'

# settings
#   for https://nova.social/settings
xcrun simctl openurl booted 'novasocial://settings'

# privacySettings
#   for https://nova.social/settings/privacy
#   stack: settings > privacySettings
xcrun simctl openurl booted 'novasocial://settings/privacy'

# accountSettings
#   for https://nova.social/settings/account
#   stack: settings > accountSettings
xcrun simctl openurl booted 'novasocial://settings/account'

# notificationSettings
#   for https://nova.social/settings/notifications
#   stack: settings > notificationSettings
xcrun simctl openurl booted 'novasocial://settings/notifications'

# camera
xcrun simctl openurl booted 'novasocial://camera'

# mediaLibrary
xcrun simctl openurl booted 'novasocial://media'
