import { baseApi, type UserProfile } from 'shared-contracts';
import type { ProfileUpdate } from 'shared-contracts/schemas/account';

type ImageKind = 'profile' | 'cover';

/** The account tab's writes (§7 "Member"). Each invalidates 'Session': the header and the frame show the change at once. */
export const accountApi = baseApi.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (build) => ({
    accountUpdateProfile: build.mutation<UserProfile, ProfileUpdate>({
      query: (body) => ({ url: '/users/me', method: 'PUT', body }),
      invalidatesTags: ['Session'],
      extraOptions: { redirectOnError: false },
    }),
    accountChangePassword: build.mutation<{ message: string; token: string }, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/users/me/password', method: 'PUT', body }),
      extraOptions: { redirectOnError: false },
    }),
    accountChooseTemplate: build.mutation<UserProfile, { kind: ImageKind; template: string }>({
      query: ({ kind, template }) => ({ url: `/users/me/${kind}/template`, method: 'PUT', body: { template } }),
      invalidatesTags: ['Session'],
      extraOptions: { redirectOnError: false },
    }),
    accountUploadImage: build.mutation<UserProfile, { kind: ImageKind; file: File }>({
      query: ({ kind, file }) => {
        const form = new FormData();
        form.append('file', file);
        return { url: `/users/me/${kind}/upload`, method: 'POST', body: form };
      },
      invalidatesTags: ['Session'],
      extraOptions: { redirectOnError: false },
    }),
    accountChangeEmail: build.mutation<UserProfile, { email: string; verificationCode: string }>({
      query: (body) => ({ url: '/users/me/email', method: 'PATCH', body }),
      invalidatesTags: ['Session'],
      extraOptions: { redirectOnError: false },
    }),
  }),
});

export const {
  useAccountUpdateProfileMutation,
  useAccountChangePasswordMutation,
  useAccountChooseTemplateMutation,
  useAccountUploadImageMutation,
  useAccountChangeEmailMutation,
} = accountApi;
