# The links of NovaSocial (Specs/NovaSocial.routes.json) to try on a device: 46 links (the spec's examples),
# opened by 25 commands.
# Each comment says the route and values the app must reach (`routegen match` explains a link).
#
# Universal links: Apple documents that a universal link opens the app when it is tapped or clicked
# ("Allowing apps and websites to link to your content"), and that one tapped in Safari on a page of its
# own domain stays in Safari (TN3155). Paste these into a note (Notes) and tap each; Settings > Developer
# > Associated Domains Development > Diagnostics (TN3155) says whether a URL opens an installed app.
#   https://nova.social/                                feed
#   https://nova.social/feed                            feed
#   https://nova.social/user/123                        userProfile(userId: "123")
#   https://nova.social/u/123                           userProfile(userId: "123")
#   https://nova.social/@johndoe                        userProfile(userId: "johndoe")
#   https://nova.social/profile                         currentUserProfile
#   https://nova.social/user/123/followers              followers(userId: "123")
#   https://nova.social/user/123/following              following(userId: "123")
#   https://nova.social/post/456                        post(postId: "456")
#   https://nova.social/p/456                           post(postId: "456")
#   https://nova.social/explore                         explore
#   https://nova.social/notifications                   notifications
#   https://nova.social/search?q=swift                  search(q: "swift")
#   https://nova.social/search?q=test                   search(q: "test")
#   https://nova.social/hashtag/ios                     hashtag(tag: "ios")
#   https://nova.social/tag/ios                         hashtag(tag: "ios")
#   https://nova.social/verify?token=abc123xyz          verifyEmail(token: "abc123xyz")
#   https://nova.social/reset-password?token=xyz789abc  resetPassword(token: "xyz789abc")
#   https://nova.social/settings                        settings
#   https://nova.social/settings/privacy                privacySettings
#   https://nova.social/settings/account                accountSettings
#   https://nova.social/settings/notifications          notificationSettings
#
# Custom-scheme URLs, from a Mac with Xcode 15 or later: set DEVICE to a name or identifier from
# `xcrun devicectl list devices`. Each command starts the app afresh with the link (a cold start).
: "${DEVICE:?set DEVICE to a device of xcrun devicectl list devices}"

# feed
#   for https://nova.social/
#   for https://nova.social/feed
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://feed' 'com.nova.social'

# userProfile(userId: "123")
#   for https://nova.social/user/123
#   for https://nova.social/u/123
#   stack: feed > userProfile(userId: "123")
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://user/123' 'com.nova.social'

# userProfile(userId: "johndoe")
#   for https://nova.social/@johndoe
#   stack: feed > userProfile(userId: "johndoe")
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://user/johndoe' 'com.nova.social'

# currentUserProfile
#   for https://nova.social/profile
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://user' 'com.nova.social'

# followers(userId: "123")
#   for https://nova.social/user/123/followers
#   stack: feed > userProfile(userId: "123") > followers(userId: "123")
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://user/123/followers' 'com.nova.social'

# following(userId: "123")
#   for https://nova.social/user/123/following
#   stack: feed > userProfile(userId: "123") > following(userId: "123")
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://user/123/following' 'com.nova.social'

# post(postId: "456")
#   for https://nova.social/post/456
#   for https://nova.social/p/456
#   stack: feed > post(postId: "456")
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://post/456' 'com.nova.social'

# post(postId: "123")
#   stack: feed > post(postId: "123")
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://post/123' 'com.nova.social'

# explore
#   for https://nova.social/explore
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://explore' 'com.nova.social'

# notifications
#   for https://nova.social/notifications
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://notifications' 'com.nova.social'

# search(q: "swift")
#   for https://nova.social/search?q=swift
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://search?q=swift' 'com.nova.social'

# search(q: "test")
#   for https://nova.social/search?q=test
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://search?q=test' 'com.nova.social'

# search
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://search' 'com.nova.social'

# hashtag(tag: "ios")
#   for https://nova.social/hashtag/ios
#   for https://nova.social/tag/ios
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://search?q=%23ios' 'com.nova.social'

# verifyEmail(token: "abc123xyz")
#   for https://nova.social/verify?token=abc123xyz
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://auth/verify?token=abc123xyz' 'com.nova.social'

# verifyEmail(token: "abc123")
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://auth/verify?token=abc123' 'com.nova.social'

# verifyEmail(token: "abc")
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://auth/verify?token=abc' 'com.nova.social'

# resetPassword(token: "xyz789abc")
#   for https://nova.social/reset-password?token=xyz789abc
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://auth/reset-password?token=xyz789abc' 'com.nova.social'

# oauthCallback(provider: "google", code: "authcode123")
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://auth/oauth/google?code=authcode123' 'com.nova.social'

# settings
#   for https://nova.social/settings
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://settings' 'com.nova.social'

# privacySettings
#   for https://nova.social/settings/privacy
#   stack: settings > privacySettings
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://settings/privacy' 'com.nova.social'

# accountSettings
#   for https://nova.social/settings/account
#   stack: settings > accountSettings
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://settings/account' 'com.nova.social'

# notificationSettings
#   for https://nova.social/settings/notifications
#   stack: settings > notificationSettings
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://settings/notifications' 'com.nova.social'

# camera
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://camera' 'com.nova.social'

# mediaLibrary
xcrun devicectl device process launch --device "$DEVICE" --terminate-existing --payload-url 'novasocial://media' 'com.nova.social'
